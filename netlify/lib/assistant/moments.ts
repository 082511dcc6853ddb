import { normaliseDevanagari } from './analyser';
import type { Encouragement } from './persona-replies';

/**
 * What kind of message this is, beyond a question about the site. Patterns cover English, Devanagari Hindi and
 * Roman Hindi; they run on lowercased text with Devanagari spellings normalised (no nukta).
 */

const distress =
  /\b(sad|depressed|lonely|so alone|all alone|hopeless|crying|cry every|hurt myself|kill myself|suicide|want to die|bullied|bully me|being bullied|abused|beats? me|hits? me|nobody (cares|listens)|no one (cares|listens))\b|udaas|udas hu|akela (hu|mehsoos)|akeli (hu|mehsoos)|rona aa|marna chah|jeena nahi|आत्महत्या|उदास|अकेला महसूस|अकेली महसूस|रोना आ|मरना चाह|जीना नहीं|मारते हैं|कोई मेरी बात नहीं/u;

const romance =
  /\b(i love you|love u|luv u|be my (girl|boy)friend|marry me|date me|go on a date|kiss|sexy|hot girl|flirt|romance|romantic)\b|pyar kart|pyaar kart|shadi kar|shaadi kar|girlfriend ban|boyfriend ban|प्यार करत|शादी कर|गर्लफ्रेंड बन|बॉयफ्रेंड बन|(?<![\p{L}\p{M}])किस (करो|करना|करूँ|करूं|करू)(?![\p{L}\p{M}])/u;

const personalSafety =
  /\b(send (me )?(your |a )?(photo|pic|picture|selfie)|meet me|where do you live|your home address|come to my house)\b|photo bhejo|milne aao|mujhse milo|फ़ोटो भेजो|फोटो भेजो|मिलने आओ|मुझसे मिलो/u;

// Besides general knowledge: medical, legal and personal-finance advice, which the site never gives.
const outOfScope =
  /\d\s*[-+*/x×÷]\s*\d|\b(homework|home work|news|weather|cricket|match score|capital of|prime minister|president of|recipe|movie|song lyrics|election|medicines?|medication|antibiotics?|tablets?|fever|cure|dawai|dawa|lawyer|vakil|sue|divorce|talaa?k|landlord|income tax|tax return|mutual funds?)\b|दवा|दवाई|बुखार|वकील|तलाक|म्यूचुअल फंड|pradhan ?mantri|ghar ka kaam|होमवर्क|गृहकार्य|समाचार|ख़बर|खबर|मौसम|क्रिकेट|प्रधानमंत्री|राजधानी|रेसिपी/u;

const joke =
  /\b(joke|jokes|something funny|make me laugh|chutkula|chutkule|majak|mazak)\b|चुटकुला|चुटकुले|मज़ाक|मजाक|हँसाओ|हंसाओ/u;

const twister = /tongue[ -]?twister|twister|jeebh|jibh|जीभ|टंग ट्विस्टर/u;

const encouragements: [Encouragement, RegExp][] = [
  [
    'nerves',
    /\b(nervous|nerves|anxious|scared|afraid|stage fright|fear|panic|shy)\b|ghabra|dar lag|darr lag|घबरा|(?<![\p{L}\p{M}])डर (लग|रह)|शर्म आ/u,
  ],
  [
    'voiceCare',
    /\b(sore throat|throat|voice care|care of my voice|lost my voice|hoarse|protect my voice)\b|\bgala\b|(?<![\p{L}\p{M}])(गला|गले)(?![\p{L}\p{M}])|आवाज़ बैठ|आवाज बैठ/u,
  ],
  [
    'practice',
    /\b(practi[cs]e (my )?voice|improve my voice|get better at (voice )?acting|how (do|can) i practi[cs]e|exercises? for (my )?voice)\b|riyaz|रियाज़|रियाज|अभ्यास कैसे|आवाज़ सुधार|आवाज सुधार/u,
  ],
];

const smallTalk = {
  who: /(who are you|what are you|your name|who is vauxa|are you (a |an )?(bot|ai|human|robot)|(aap|tum) kaun|kaun ho|(aapka|tumhara) naam|(आप|तुम) कौन|कौन हो|(आपका|तुम्हारा) नाम)/u,
  how: /(how are you|how r u|kaise ho|kaisi ho|kya haal|(आप )?कैसे हो|कैसी हो|क्या हाल)/u,
  thanks: /(thank|thanks|thx|dhanyavad|dhanyawad|shukriya|धन्यवाद|शुक्रिया|थैंक)/u,
  bye: /(^|\s)(bye|goodbye|good night|alvida|अलविदा|फिर मिलेंगे|शुभ रात्रि)(\s|$|[!.])/u,
  hello:
    /^(hi+|hello+|hey+|hlo|helo|namaste|namaskar|namaskaar|नमस्ते|नमस्कार|हेलो|हाय|salaam|salam|sat sri akal|ram ram|राम राम|good (morning|afternoon|evening)|सुप्रभात)(\s|$|[!,.])/u,
} as const;
export type SmallTalk = keyof typeof smallTalk;

export interface Moments {
  distress: boolean;
  romance: boolean;
  personalSafety: boolean;
  outOfScope: boolean;
  joke: boolean;
  twister: boolean;
  encouragement: Encouragement | undefined;
  smallTalk: SmallTalk[];
  /** The message without its small talk, for the search. */
  rest: string;
}

export function readMoments(message: string): Moments {
  const text = normaliseDevanagari(message.toLowerCase()).trim();
  let rest = text;
  const kinds: SmallTalk[] = [];
  for (const kind of Object.keys(smallTalk) as SmallTalk[]) {
    if (smallTalk[kind].test(rest)) {
      kinds.push(kind);
      rest = rest.replace(smallTalk[kind], ' ');
    }
  }
  return {
    distress: distress.test(text),
    romance: romance.test(text),
    personalSafety: personalSafety.test(text),
    outOfScope: outOfScope.test(text),
    joke: joke.test(text),
    twister: twister.test(text),
    encouragement: encouragements.find(([, pattern]) => pattern.test(text))?.[0],
    smallTalk: kinds,
    rest: rest.trim(),
  };
}
