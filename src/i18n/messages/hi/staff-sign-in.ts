import type { Messages } from '../en';

/** The Hindi texts of ../en/staff-sign-in.ts. */
const staffSignInHindi: Messages['staffSignIn'] = {
  loginHeading: 'एडमिन लॉग इन',
  dashboardHeading: 'एडमिन डैशबोर्ड',
  checkingSession: 'आपका सेशन जाँचा जा रहा है…',
  loadingDashboard: 'डैशबोर्ड खुल रहा है…',
  signIn: 'लॉग इन करें',
  gateIntro: 'अपने स्टाफ़ ई-मेल, पासवर्ड और ऑथेंटिकेटर कोड से लॉग इन करें।',
  email: 'ई-मेल',
  password: 'पासवर्ड',
  authCode: 'ऑथेंटिकेटर कोड',
  authCodeHint: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड, या अपना कोई रिकवरी कोड।',
  checking: 'जाँच हो रही है…',
  logIn: 'लॉग इन',
  invalidPassword: 'पासवर्ड गलत है। कृपया एडमिन से संपर्क करें।',
  setupChecking: 'आपका सेट-अप लिंक जाँचा जा रहा है…',
};

export default staffSignInHindi;
