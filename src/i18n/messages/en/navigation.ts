import type { NavigationKey } from '../../../domain/navigation';

/** The name of every menu entry, footer heading and footer link (src/domain/navigation.ts), by its key. */
const english = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  aiTools: 'AI Tools',
  textToSpeech: 'Text to Speech',
  vauxaAssistant: 'Vauxa 1.5 AI Assistant',
  voiceCloning: 'Voice Cloning',
  games: 'Games',
  admissions: 'Admissions',
  studentPortal: 'Student Portal',
  founder: 'Founder',
  leadership: 'Leadership',
  institute: 'Voice Acting Institute',
  investors: 'Investors',
  investorPortal: 'Investor Portal',
  investmentPolicy: 'Investment Policy',
  paymentSchedule: 'Payment Schedule',
  company: 'Company',
  allServices: 'All Services',
  legalAndPolicies: 'Legal and Policies',
  termsConditions: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  companyPolicy: 'Company Policy',
  accessibility: 'Accessibility',
} satisfies Record<NavigationKey, string>;

export default english;
