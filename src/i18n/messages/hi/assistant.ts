import type { Messages } from '../en';

/** The Hindi texts of ../en/assistant.ts. */
const assistantHindi: Messages['assistant'] = {
  contactTopics: { admissions: 'दाख़िले और बाकी', investors: 'निवेश', privacy: 'निजता और निजी जानकारी' },
  unsureOpening: 'मुझे पक्का नहीं पता:',
  nothingAnswers: 'हमारी साइट पर मुझे ऐसा कोई हिस्सा नहीं मिला जो इस सवाल का जवाब देता हो।',
  closestPages: (pages) => `सबसे पास के पेज: ${pages}।`,
  writeTo: (topic, email) => `${topic} के सवालों के लिए ${email} पर लिखिए।`,
  notOnSite: (subject, topic, email, phone) =>
    `हमारी साइट पर ${subject} की जानकारी नहीं है। ${topic} के सवालों के लिए ${email} पर लिखिए या ${phone} पर फ़ोन कीजिए।`,
  partNotOnSite: 'इसका जवाब साइट पर नहीं मिला।',
  notOfferedLanguage: (language) => `नहीं, ${language} भाषा नहीं मिलती।`,
  ageAllowed: (age) => `हाँ, ${age} साल की उम्र में यह हो सकता है।`,
  ageNotAllowed: (age) => `नहीं, ${age} साल की उम्र में अभी नहीं।`,
  courseAgeRule: (minimumAge, consentAge) =>
    `मुफ़्त वॉइस एक्टिंग कोर्स में ${minimumAge} साल या उससे बड़ी लड़कियाँ आ सकती हैं; ${consentAge} साल से कम उम्र में माता-पिता या अभिभावक की सहमति ज़रूरी है।`,
  investorAgeRule: (investorAge) =>
    `निवेश ${investorAge} साल या उससे ज़्यादा उम्र के भारतीय निवासी (या भारतीय बैंक खाते वाले NRI) ही कर सकते हैं; नाबालिग और विद्यार्थी निवेश नहीं कर सकते।`,
  ruleLinkTitles: { course: 'दाख़िला: कौन आ सकता है', investor: 'निवेश नीति: कौन निवेश कर सकता है' },
};

export default assistantHindi;
