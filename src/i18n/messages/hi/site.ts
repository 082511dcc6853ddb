import type { Messages } from '../en';

/** The Hindi texts of ../en/site.ts. */
const siteHindi: Messages['site'] = {
  skipLink: 'सीधे मुख्य जानकारी पर जाएँ',
  mainNavigation: 'मुख्य मेनू',
  fullMenu: 'पूरा मेनू',
  menu: 'मेनू',
  search: 'खोजें',
  accessibility: 'सुगमता',
  switchLanguage: { label: 'English', description: 'Read this page in English' },
  searchDialog: {
    title: 'वेबसाइट में खोजें',
    hintPrefix: 'खोजकर देखें: ',
    suggestions: ['फ़ीस', 'स्टूडेंट पोर्टल', 'सर्टिफ़िकेट', 'वॉइस एक्टिंग', 'AI टूल'],
    results: 'मिलते हुए पेज',
    close: 'खोज बंद करें',
  },
  footer: {
    disclaimerLabel: 'निवेश से जुड़ी ज़रूरी बात:',
    disclaimer: (lockInDays: string) =>
      `हर निवेश पहली किस्त से कम से कम ${lockInDays} दिन तक जमा रहता है (लॉक-इन)। निवेश में बाज़ार का जोखिम होता है; निवेश करने से पहले निवेश नीति और उससे जुड़े सारे कागज़ ध्यान से पढ़ें। मुनाफ़े की कोई गारंटी नहीं है, और पहले का मुनाफ़ा आगे के मुनाफ़े का वादा नहीं है। हमारा निवेश का काम भारत के शेयर बाज़ार नियामक, भारतीय प्रतिभूति और विनिमय बोर्ड (SEBI), की निगरानी के अधीन है।`,
    taglineSentence: (tagline) => `${tagline}।`,
    copyright: (year: number, legalName: string, founded: string) =>
      `© ${year} ${legalName}. सर्वाधिकार सुरक्षित। ${founded} में नई दिल्ली में शुरू हुई।`,
  },
  contents: 'इस पेज में',
  lastUpdated: 'आख़िरी बदलाव',
  intake: {
    batch: (start, batch, applyBy) =>
      `अभी ${start} से शुरू होने वाले बैच (${batch}) के लिए आवेदन लिए जा रहे हैं। आवेदन की आख़िरी तारीख: ${applyBy}।`,
    undated: 'अगले बैच के लिए आवेदन खुले हैं; उसकी तारीखें हम आपको लिखकर बताएँगे।',
  },
  admissions: {
    apply: 'दाख़िले के लिए आवेदन करें',
    seeCourses: 'कोर्स देखें',
    applyLede: 'किसी भी कोर्स के लिए यह फ़ॉर्म भरें। आपको तुरंत एक रजिस्ट्रेशन नंबर मिलेगा, और आप अपनी आवेदन पर्ची डाउनलोड कर सकेंगे।',
  },
  homeHeroAlt: 'हेडफ़ोन पहने एक लड़की स्टूडियो के माइक में बोल रही है, इसका चित्र',
  policiesEyebrow: 'नीतियाँ और नियम',
  investorsEyebrow: 'निवेशकों के लिए',
  workspace: {
    title: 'बैक ऑफ़िस',
    description:
      'बैक ऑफ़िस, जहाँ संस्थान का हर स्टाफ़ सदस्य अपने नाम से लॉग इन करके दाख़िले के आवेदन देखता है, स्टाफ़ सँभालता है और ऑडिट लॉग पढ़ता है।',
    name: 'बैक ऑफ़िस',
    homeLink: (name: string) => `${name}: सार्वजनिक वेबसाइट`,
    footer: 'सिर्फ़ स्टाफ़ के लिए। यहाँ किया गया हर बदलाव ऑडिट लॉग में दर्ज होता है।',
  },
  studentPortal: {
    title: 'स्टूडेंट पोर्टल',
    description: 'अपने दाख़िले के आवेदन की स्थिति और अब तक की जानकारी देखें, अपनी स्लिप और सर्टिफ़िकेट डाउनलोड करें।',
    eyebrow: 'वॉइस एक्टिंग इंस्टीट्यूट',
    heading: 'स्टूडेंट पोर्टल',
    lede: 'अपने रजिस्ट्रेशन नंबर और हमारे भेजे कोड से देखें कि आपका आवेदन कहाँ तक पहुँचा, और अपनी स्लिप व सर्टिफ़िकेट डाउनलोड करें।',
  },
  faqTitle: 'अक्सर पूछे जाने वाले सवाल',
  quotes: {
    label: 'हमारी संस्थापक की बातें',
    previous: 'पिछली बात',
    pause: 'बातें रोकें',
    play: 'बातें चलाएँ',
    next: 'अगली बात',
    slide: (index: number, count: number) => `${count} में से ${index}`,
  },
  contact: { email: 'ई-मेल', phone: 'फ़ोन', office: 'दफ़्तर', hours: 'दफ़्तर का समय' },
  course: {
    fee: 'फ़ीस:',
    originalFee: 'असली फ़ीस:',
    off: (percent: number) => `${percent}% की छूट`,
    apply: 'दाख़िले के लिए आवेदन करें',
    applyFor: (title: string) => ` (${title} कोर्स)`,
  },
  plan: {
    risk: { Low: 'कम जोखिम', Medium: 'मध्यम जोखिम', High: 'ज़्यादा जोखिम' },
    minimum: 'कम से कम निवेश',
    returns: 'मुनाफ़ा',
    monthly: 'हर महीने का मुनाफ़ा',
    monthlyAmounts: (profit: string, loss: string) => `मुनाफ़े वाले महीने में ${profit}, घाटे वाले महीने में ${loss}`,
    payout: 'भुगतान',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    description: 'आपने जो पेज माँगा, वह यहाँ नहीं है। ऊपर का मेनू या नीचे दिए लिंक से सही पेज तक पहुँचें।',
    eyebrow: 'गलती 404',
    lede: 'यह पता किसी पेज का नहीं है।',
    body: 'माफ़ कीजिए, यह पेज हमें नहीं मिला। हो सकता है पेज कहीं और चला गया हो, या पते में टाइप की गलती हो। नीचे दिए पेज आपकी मदद करेंगे।',
    home: 'होम पेज पर जाएँ',
    apply: 'दाख़िले के लिए आवेदन करें',
  },
};

export default siteHindi;
