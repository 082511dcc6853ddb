import type { Messages } from '../en';

/** The Hindi words of ../en/documents.ts. */
const documentsHindi: Messages['documents'] = {
  slipKind: 'आवेदन स्लिप',
  certificateKind: 'दाख़िले का सर्टिफ़िकेट',
  subject: (kind, name, number) => `${name} का ${kind}, रजिस्ट्रेशन नंबर ${number}`,
  slipHeading: 'आवेदन स्लिप',
  registrationNumber: 'रजिस्ट्रेशन नंबर',
  applicant: 'आवेदक',
  course: 'कोर्स',
  email: 'ई-मेल',
  mobileNumber: 'मोबाइल नंबर',
  age: 'उम्र',
  gender: 'लिंग',
  qualification: 'पढ़ाई',
  disability: 'दिव्यांगता',
  disabilityYes: (type) => `हाँ: ${type}`,
  guardian: 'माता-पिता या अभिभावक',
  consentGiven: (name) => `${name} (अनुमति दी है)`,
  submitted: 'भेजा गया',
  status: 'स्थिति',
  statuses: { pending: 'विचार में', approved: 'मंज़ूर', rejected: 'नामंज़ूर' },
  keepSlip: 'यह स्लिप संभालकर रखें। अपने आवेदन के बारे में हमसे बात करते समय अपना रजिस्ट्रेशन नंबर बताएँ।',
  reviewed: 'दाख़िला टीम हर आवेदन देखती है और ई-मेल या फ़ोन से आपसे संपर्क करती है।',
  questions: (email, hours) => `सवाल हों तो: ${email}, ${hours}।`,
  generatedOn: (when) => `स्लिप बनाने की तारीख़: ${when}`,
  certificateHeading: 'दाख़िले का सर्टिफ़िकेट',
  certifyThat: 'यह प्रमाणित किया जाता है कि',
  admittedTo: (course) => `को ${course} कोर्स में दाख़िला दिया गया है,`,
  atInstitute: (institute, city) => `${institute}, ${city} में।`,
  dateOfAdmission: 'दाख़िले की तारीख़',
  dateOfIssue: 'जारी करने की तारीख़',
  issuedBy: (company, address) => `जारी करने वाले: ${company}, ${address}`,
};

export default documentsHindi;
