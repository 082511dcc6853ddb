import type { Messages } from '../en';

/** The Hindi texts of ../en/admission-rules.ts. */
const admissionRulesHindi: Messages['admissionRules'] = {
  required: (label) => `${label} भरना ज़रूरी है`,
  tooLong: (label, max) => `${label} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
  nameCharacters: (label) => `${label} में सिर्फ़ अक्षर, खाली जगह, बिंदु (.), ऍपॉस्ट्रॉफ़ी (') और हाइफ़न (-) हो सकते हैं`,
  emailTooLong: 'ई-मेल बहुत लंबा है',
  emailInvalid: 'सही ई-मेल पता लिखें, जैसे name@example.com',
  mobileInvalid: '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें',
  ageWhole: 'उम्र पूरी संख्या में लिखें',
  ageMin: (min) => `उम्र कम से कम ${min} साल होनी चाहिए`,
  ageMax: (max) => `उम्र ज़्यादा से ज़्यादा ${max} साल हो सकती है`,
  chooseGender: 'लिंग चुनें',
  chooseQualification: 'अपनी पढ़ाई चुनें',
  chooseDisability: 'चुनें कि आपको कोई दिव्यांगता है या नहीं',
  disabilityTypeTooLong: (max) => `दिव्यांगता का प्रकार ज़्यादा से ज़्यादा ${max} अक्षरों में लिखें`,
  disabilityTypeCharacters: 'दिव्यांगता के प्रकार में कंट्रोल या टेक्स्ट की दिशा बदलने वाले चिह्न नहीं हो सकते',
  chooseCourse: 'कोर्स चुनें',
  guardianNameTooLong: (max) => `माता-पिता या अभिभावक का नाम ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`,
  describeDisability: 'दिव्यांगता के बारे में लिखें',
  freeCourseForGirls: 'मुफ़्त वॉइस एक्टिंग कोर्स (प्यारी बहन योजना 2025) लड़कियों के लिए है; कोई दूसरा कोर्स चुनें',
  guardianNameRequired: (majority) => `${majority} साल से कम उम्र वालों के लिए माता-पिता या अभिभावक का नाम ज़रूरी है`,
  guardianConsentRequired: (majority) => `${majority} साल से कम उम्र वालों के लिए माता-पिता या अभिभावक की अनुमति ज़रूरी है`,
  labels: {
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ई-मेल',
    mobileNumber: 'मोबाइल नंबर',
    age: 'उम्र',
  },
};

export default admissionRulesHindi;
