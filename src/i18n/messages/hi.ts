import type { Messages } from './en';
import adminHindi from './hi/admin';
import adminBackupsHindi from './hi/admin-backups';
import adminCardsHindi from './hi/admin-cards';
import adminChartsHindi from './hi/admin-charts';
import adminDatesHindi from './hi/admin-dates';
import adminDecisionsHindi from './hi/admin-decisions';
import adminInvestorsHindi from './hi/admin-investors';
import admissionHindi from './hi/admission';
import admissionRulesHindi from './hi/admission-rules';
import aiToolsHindi from './hi/ai-tools';
import assistantHindi from './hi/assistant';
import chatHindi from './hi/chat';
import chatPartsHindi from './hi/chat-parts';
import chatSettingsHindi from './hi/chat-settings';
import commonHindi from './hi/common';
import documentsHindi from './hi/documents';
import failuresHindi from './hi/failures';
import gamesHindi from './hi/games';
import investorHindi from './hi/investor';
import investorCodeHindi from './hi/investor-code';
import investorDashboardHindi from './hi/investor-dashboard';
import mailHindi from './hi/mail';
import micHelpHindi from './hi/mic-help';
import navigationHindi from './hi/navigation';
import paymentHindi from './hi/payment';
import pitchMatchHindi from './hi/pitch-match';
import searchHindi from './hi/search';
import serverHindi from './hi/server';
import siteHindi from './hi/site';
import staffSignInHindi from './hi/staff-sign-in';
import statementHindi from './hi/statement';
import studentPortalHindi from './hi/student-portal';
import toastsHindi from './hi/toasts';
import voiceChallengeHindi from './hi/voice-challenge';
import voiceToolsHindi from './hi/voice-tools';

/**
 * The Hindi texts: plain words a 12-year-old understands, keeping the English words Hindi speakers use. One module per
 * namespace (./hi/*): a Hindi page loads those of the namespaces its islands show (src/i18n/words.ts). The whole
 * catalogue is for the server (answers, PDFs) and the tests.
 */
export const hi: Messages = {
  common: commonHindi,
  failures: failuresHindi,
  admission: admissionHindi,
  aiTools: aiToolsHindi,
  voiceTools: voiceToolsHindi,
  toasts: toastsHindi,
  chatSettings: chatSettingsHindi,
  chat: chatHindi,
  chatParts: chatPartsHindi,
  games: gamesHindi,
  micHelp: micHelpHindi,
  pitchMatch: pitchMatchHindi,
  voiceChallenge: voiceChallengeHindi,
  investorCode: investorCodeHindi,
  investor: investorHindi,
  investorDashboard: investorDashboardHindi,
  payment: paymentHindi,
  admissionRules: admissionRulesHindi,
  staffSignIn: staffSignInHindi,
  admin: adminHindi,
  adminBackups: adminBackupsHindi,
  adminCards: adminCardsHindi,
  adminCharts: adminChartsHindi,
  adminDates: adminDatesHindi,
  adminDecisions: adminDecisionsHindi,
  adminInvestors: adminInvestorsHindi,
  search: searchHindi,
  studentPortal: studentPortalHindi,
  statement: statementHindi,
  documents: documentsHindi,
  mail: mailHindi,
  server: serverHindi,
  site: siteHindi,
  navigation: navigationHindi,
  assistant: assistantHindi,
};
