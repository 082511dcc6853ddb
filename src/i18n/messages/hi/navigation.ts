import type { Messages } from '../en';

/** The Hindi names of ../en/navigation.ts. */
const navigationHindi: Messages['navigation'] = {
  home: 'होम',
  about: 'हमारे बारे में',
  services: 'सेवाएँ',
  aiTools: 'AI टूल्स',
  textToSpeech: 'टेक्स्ट से आवाज़',
  vauxaAssistant: 'Vauxa 1.5 AI सहायक',
  voiceCloning: 'वॉइस क्लोनिंग',
  games: 'आवाज़ के खेल',
  admissions: 'दाख़िला',
  studentPortal: 'स्टूडेंट पोर्टल',
  founder: 'संस्थापक',
  leadership: 'हमारी टीम',
  institute: 'वॉइस एक्टिंग संस्थान',
  investors: 'निवेशक',
  investorPortal: 'निवेशक पोर्टल',
  investmentPolicy: 'निवेश नीति',
  paymentSchedule: 'भुगतान की तारीखें',
  company: 'कंपनी',
  allServices: 'सभी सेवाएँ',
  legalAndPolicies: 'नियम और नीतियाँ',
  termsConditions: 'नियम और शर्तें',
  privacyPolicy: 'निजता नीति',
  companyPolicy: 'कंपनी नीति',
  accessibility: 'सुगमता',
};

export default navigationHindi;
