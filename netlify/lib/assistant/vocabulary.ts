import { phoneticKey } from './analyser';

/**
 * Words that mean the same thing to a visitor, in English, Hindi and Roman Hindi: each group becomes one concept
 * term next to the word's own key, so "fees", "फीस", "kharcha" and "paise" all reach the fee answers.
 */
const conceptGroups: Record<string, string> = {
  fee: 'fee fees price cost costs charge charges pay paid paying kharcha kharch kimat keemat daam rupaye rupees rupee paisa paise paisay फीस शुल्क खर्च खर्चा कीमत दाम पैसा पैसे रुपये रुपए रुपया लगेगा lagega lagegi',
  free: 'free muft mufat मुफ़्त मुफ्त फ्री निःशुल्क',
  course: 'course courses class classes training कोर्स क्लास पाठ्यक्रम पढ़ाई padhai कक्षा',
  batch: 'batch batches intake intakes session sessions बैच सत्र सेशन',
  age: 'age old young years umar umr umra aayu उम्र उमर आयु साल saal year kid child chhoti choti bachchi बच्ची छोटी',
  girl: 'girl girls daughter beti ladki ladkiyan ladkiyon बेटी लड़की लड़कियाँ लड़कियों',
  boy: 'boy boys son beta ladka ladke बेटा लड़का लड़के',
  parent: 'parent parents mother father mom dad mummy papa guardian abhibhavak mata pita माता पिता अभिभावक मम्मी पापा',
  consent: 'consent permission anumati ijazat sahmati sign signature अनुमति इजाज़त सहमति',
  month: 'month months mahina mahine महीना महीने monthly',
  duration: 'duration long length run runs running chalega chalta अवधि',
  deadline:
    'deadline last close closes closing until tak antim aakhri akhri aakhari aakhir आख़िरी आखिरी आखरी अंतिम late lastdate band बंद',
  date: 'date day tarikh tareekh din तारीख तिथि दिन दिनांक monday tuesday wednesday thursday friday somvar mangalvar budhvar guruvar shukravar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार',
  status: 'status result results selection selected chayan sthiti स्टेटस स्थिति रिजल्ट चयन सिलेक्शन',
  apply:
    'apply application register registration enrol enroll join form admission dakhila pravesh likhwana likhvaye likhwaye लिखवाएँ लिखवाना दाखिला दाख़िला एडमिशन प्रवेश आवेदन फ़ॉर्म फॉर्म fill filling bharna bharne भरना भरने भरकर',
  document: 'document documents papers paper upload kagaz kagaj kagzat aadhaar dastavej दस्तावेज़ कागज़ कागज कागजात',
  aid: 'aid scholarship concession discount help poor afford chhoot maafi maaf sahayata छूट माफ़ी माफ सहायता छात्रवृत्ति गरीब',
  confidence: 'confidence personality communication presentation aatmavishvas vyaktitva आत्मविश्वास व्यक्तित्व',
  learn: 'learn learning teach taught syllabus subjects sikhate sikhna padhaya padhate सीखना सिखाते सिलेबस पढ़ाया पढ़ाते',
  certificate: 'certificate certified praman pramanpatra प्रमाणपत्र प्रमाण सर्टिफ़िकेट सर्टिफिकेट',
  safe: 'safe safety secure security protect protection suraksha surakshit सुरक्षित सुरक्षा माहौल',
  address: 'address located location city sthit pata headquarters पता स्थित शहर',
  contact: 'contact phone call number mobile email mail sampark संपर्क फ़ोन फोन नंबर ईमेल',
  office: 'office timing timings hours daftar दफ़्तर दफ्तर ऑफ़िस ऑफिस बजे',
  trained: 'trained taught sikha seekha सीखा सिखाया',
  student: 'student students college school padhta padhti chhatra vidyarthi छात्र छात्रों कॉलेज स्कूल पढ़ता पढ़ती विद्यार्थी',
  voice: 'voice voices awaz awaaz aavaj आवाज़ आवाज वॉइस',
  tool: 'tool tools ai',
  speech: 'speech tts audio odio bolta bolna बोलता बोलना ऑडियो',
  trial: 'trial try free-trial ट्रायल',
  card: 'card kard कार्ड',
  login: 'login signin logon ghuse लॉगिन',
  clone: 'clone cloning copy nakal क्लोन क्लोनिंग नकल',
  download: 'download mp3 डाउनलोड',
  game: 'game games khel खेल गेम',
  picture: 'picture image photo draw tasveer तस्वीर फोटो',
  history: 'history conversations chats old purani पुरानी इतिहास',
  investor: 'investor investors niveshak निवेशक इन्वेस्टर',
  invest: 'invest investment investing nivesh lagana lagane निवेश इन्वेस्ट amount rakam रकम राशि',
  code: 'code kod कोड',
  lost: 'lost forgot forgotten bhool bhul kho खो भूल',
  statement: 'statement statements स्टेटमेंट विवरण',
  loss: 'loss losing losses ghata ghate nuksan nuksaan घाटा घाटे नुकसान',
  profit: 'profit profits munafa munafe मुनाफ़ा मुनाफा मुनाफे फ़ायदा',
  minimum: 'minimum least kam न्यूनतम कम',
  plan: 'plan plans yojana प्लान',
  lock: 'lock locked lockin लॉक',
  refund: 'refund withdraw exit back wapas vapas wapis vapsi wapsi वापसी nikalna nikal रिफंड रिफ़ंड वापस निकलने निकालना',
  payment: 'payment payments payout bhugtan भुगतान पेमेंट money amount amounts rakam rashi raashi रकम राशि',
  reach: 'reach reaches reached arrive arrives arrived arrival pahunch pahunche pahunchega पहुँच पहुंच पहुँचेगा पहुँचता',
  weekend: 'weekend saturday sunday shanivar ravivar शनिवार रविवार',
  holiday: 'holiday holidays chhutti छुट्टी diwali festival त्योहार',
  bank: 'bank बैंक account khata खाता खाते',
  risk: 'risk risky guarantee guaranteed jokhim जोखिम गारंटी',
  founder: 'founder founded started establish established sansthapak स्थापना संस्थापक banayi shuru शुरू शुरुआत',
  service: 'service services seva sevaen सेवा सेवाएं सेवाएँ',
  hold: 'hold held stopped ruk ruka ruke रुक रुका',
  abroad: 'abroad overseas nri nris videsh विदेश एनआरआई',
  process: 'process procedure steps step tarika tareeka become prakriya तरीका प्रक्रिया',
  wrong: 'wrong mistake incorrect galat galti discrepancy गलत गलती गड़बड़ी',
  make: 'make build create develop banate banana बनाते बनाना',
  lead: 'leader leaders leadership director directors netritva नेतृत्व डायरेक्टर',
  over: 'over finished finish ended end exhausted khatam khatm ख़त्म खत्म',
  broken: 'broken error problem issue dikkat kharab ख़राब खराब दिक्कत',
  business: 'business bijnes bijness बिज़नेस बिजनेस vyapar व्यापार vyavsay व्यवसाय',
  share: 'share shares stock stocks sheyar शेयर',
  basic: 'basic besik बेसिक',
  premium: 'premium primiyam प्रीमियम',
  coding: 'coding programming programmer python javascript कोडिंग प्रोग्रामिंग',
  job: 'job jobs placement naukri career नौकरी प्लेसमेंट',
  limit: 'limit limits maximum max seema सीमा',
  retain:
    'keep kept retain retained retention hold rakhte rakhe rakha rakhna sambhal sambhalte रखे रखते रखा रखना संभाल store stored storing storage',
  store: 'store stored storage save saved sev सेव',
  record: 'record records paperwork log logs rikord रिकॉर्ड लॉग kagzat kagjat कागजात',
  verify: 'verify verification verified verifying jaanch janch जाँच जांच',
  approve: 'approve approval approved manjuri manzuri मंज़ूरी मंजूरी',
  spend: 'spend spends spent spending used allocated allocation kharch kharcha खर्च',
  oversee: 'oversee oversees overseeing manage manages managing responsible incharge zimma zimmedar ज़िम्मा ज़िम्मेदार देखरेख',
  revenue: 'revenue income earning earnings kamai kamaai aamdani amdani आमदनी कमाई राजस्व',
  marketing: 'marketing promotion advertising prachar प्रचार मार्केटिंग',
  portion: 'portion percent percentage share hissa bhag प्रतिशत हिस्सा भाग',
  reserve: 'reserve reserves savings रिज़र्व रिजर्व',
  technology: 'technology tech taknik takniki तकनीक तकनीकी टेक्नोलॉजी cto',
  complaint: 'complaint complaints complain grievance grievances shikayat शिकायत',
  punish: 'punish punished punishment retaliation saja सज़ा सजा',
  password: 'password passwords pin पासवर्ड पिन',
  owner: 'owner owns own belong belongs malik मालिक',
  equipment: 'equipment microphone microphones mic headphone headphones booth saman सामान माइक हेडफ़ोन हेडफोन',
  finance: 'cfo finance financial vitt वित्त',
  operating: 'coo operating operations operational kamkaj kaamkaaj कामकाज sanchalan संचालन',
  hour: 'hour hours ghanta ghante घंटा घंटे',
  week: 'week weeks weekly hafta hafte हफ़्ता हफ़्ते हफ्ता हफ्ते',
  support: 'support helpdesk helpline सपोर्ट',
  reply: 'reply replies respond responds response answer answers acknowledge acknowledges jawab जवाब',
  fix: 'fix fixed fixing resolve resolved thik ठीक',
  court: 'court courts adalat अदालत jurisdiction',
  law: 'law laws legal governed kanun कानून क़ानून',
  advice: 'advice salah सलाह',
  zoom: 'zoom enlarge enlarged',
  value: 'values principles mulya मूल्य',
  review: 'review reviewed reviews samiksha समीक्षा',
  send: 'send sending sent submit submitting submitted bhej bheje bhejna bhejne jama भेज भेजे भेजना भेजने भेजें जमा',
  fail: 'fail fails failed failure failures fel asafal vifal फेल असफल विफल',
  dispute: 'dispute disputes case cases jhagda jhagra vivad mamla विवाद झगड़ा झगड़े मामला मामले',
  data: 'data information info details jankari byora डाटा जानकारी ब्योरा',
  privacy: 'privacy private nijta praivesi प्राइवेसी निजता',
  accessibility: 'accessibility accessible sugamyata sugamta सुगम्यता सुगमता सुलभता',
  key: 'key keys button buttons press dabana dabaye dabane कुंजी दबाएँ दबाना दबाने',
  liable: 'liable liability liabilities jimmedar jimmedari ज़िम्मेदार ज़िम्मेदारी',
  fall: 'fall falls falling lands pade padta padti पड़े पड़ता पड़ती',
  website: 'website websites site browse vebsait वेबसाइट साइट',
  language: 'language languages bhasha bhashao भाषा भाषाओं punjabi urdu marathi पंजाबी उर्दू मराठी',
};

/**
 * English numbers written as words, which meet the same number in digits ("seven-year-old" and "7"). "one" stays a
 * word ("the premium one"). Hindi's number words stay words: "तीन महीने" in a sentence would count as a figure and
 * win the preference for sentences with a number over the one that states the amount asked for.
 */
const numberWords: Record<string, number> = Object.fromEntries(
  'two three four five six seven eight nine ten eleven twelve'.split(' ').map((word, i) => [word, i + 2]),
);

/** The number an English word names, or undefined. */
export function numberOfWord(word: string): number | undefined {
  return numberWords[word.toLowerCase()];
}

/** Words that carry no topic in any of the three languages. */
const stopWords = `a an the is are was were be been am do does did of to in on at for from by with and or as it its this that
these those what which who whom whose how when where why can could should would will shall may might must i me my we our us you your
he she they them their there here please tell know want need about any some get give much many so also have has had
kya hai h hain ka ki ke ko se me mein main mujhe mera meri mere aap aapka aapki aapke tum hum ye yeh wo woh par liye ek
ya aur na nahi bhi to toh hota hoti hote hoga hogi kaise kitna kitni kitne kaun kab kahan kaha kis kisi koi batao bataiye bataye
chahiye kripya ji kar karu karun kare karein karna sakte sakta sakti ho raha rahi gaya gayi jayega wala wali wale
jata jati jate jaata jaati jaate milta milti milte lagta lagti lagte deta deti dete karta karti karte hua hui hue tha thi
kuch abhi ab sab bahut agar phir pe walon aayega aayegi aata aati aaye aaega take takes taken happen happens exactly really still just get gets got go goes
going come comes let like else ok okay one ones lot lots very if into onto up through now far someone anyone
later anytime ever already pls plz plzz sir mam maam madam hello hii bhai bhaiya didi yaar u ur r
btao btaiye bataen
hu hoon hun hone hona sa si aapse apna apni apne kiska kiski kiske kisne rehta rehti rehte rahta rahti rahte rehna rahna
milega milegi milenge milna milne jayenge jaenge jaye jaaye kiya kiye karoge karne kaunsa kaunsi konsa konsi
aa aana jaa jaana jayegi gaye le lete leti liya diya sakun sakein kahin kabhi jab
aisa aise aisi uska uski uske iska iski iske unka unki unke unhe inhe hokar karke kyon kyun kyu kaisa kin jo lekin
क्या है हैं की का के को से में मैं मुझे मेरा मेरी मेरे आप आपका आपकी आपके तुम हम यह ये वह वो पर लिए तक एक या और ना नहीं
भी तो होता होती होते होगा होगी कैसे कितना कितनी कितने कौन कब कहाँ कहां किस किसी कोई बताइए बताओ चाहिए कृपया जी कर करें करना
सकता सकती सकते हो रहा रही गया गई जाता जाती जाते था थी थे इस उस वाला वाली वाले
मिलता मिलती मिलते लगता लगती लगते देता देती देते करता करती करते हुआ हुई हुए कुछ अभी अब सब बहुत अगर फिर पे वालों जाए जाएगा
हूँ हूं होने होना सा सी आपसे अपना अपनी अपने किसका किसकी किसके किसने रहता रहती रहते रहना मिलेगा मिलेगी मिलेंगे मिलना
मिलने जाएँगे जाएंगे जाये किया किए करोगे करने कौनसा कौनसी आ आता आती आते आए आएगा आएगी आना जा जाना जाएँ जाएगी
गए गयी ले लेते लेती लिया दिया दी सकूँ सकें कहीं कभी जब ऐसा ऐसे ऐसी उसका उसकी उसके इसका
इसकी इसके उनका उनकी उनके उन्हें इन्हें होकर करके क्यों कैसा कौनसे किन जो लेकिन
बताएँ बताएं बताइये प्लीज़ प्लीज सर मैडम नमस्ते`;

export const STOP_KEYS = new Set(stopWords.split(/\s+/).filter(Boolean).map(phoneticKey));

const conceptsOfKey = new Map<string, string[]>();
for (const [concept, list] of Object.entries(conceptGroups)) {
  for (const word of list.split(/\s+/)) {
    const key = phoneticKey(word);
    conceptsOfKey.set(key, [...new Set([...(conceptsOfKey.get(key) ?? []), `~${concept}`])]);
  }
}

/** The concept terms (such as "~fee") of a key: a word may have two meanings ("share": of stock, of revenue). */
export function conceptsOf(key: string): string[] {
  return conceptsOfKey.get(key) ?? [];
}
