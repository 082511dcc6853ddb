import admin from './en/admin';
import adminBackups from './en/admin-backups';
import adminCards from './en/admin-cards';
import adminCharts from './en/admin-charts';
import adminDates from './en/admin-dates';
import adminDecisions from './en/admin-decisions';
import adminInvestors from './en/admin-investors';
import admission from './en/admission';
import admissionRules from './en/admission-rules';
import aiTools from './en/ai-tools';
import assistant from './en/assistant';
import chat from './en/chat';
import chatParts from './en/chat-parts';
import chatSettings from './en/chat-settings';
import common from './en/common';
import documents from './en/documents';
import failures from './en/failures';
import games from './en/games';
import investor from './en/investor';
import investorCode from './en/investor-code';
import investorDashboard from './en/investor-dashboard';
import mail from './en/mail';
import micHelp from './en/mic-help';
import navigation from './en/navigation';
import payment from './en/payment';
import pitchMatch from './en/pitch-match';
import search from './en/search';
import server from './en/server';
import site from './en/site';
import staffSignIn from './en/staff-sign-in';
import statement from './en/statement';
import studentPortal from './en/student-portal';
import toasts from './en/toasts';
import voiceChallenge from './en/voice-challenge';
import voiceTools from './en/voice-tools';

/**
 * Every English namespace in one object, the source of the catalogue's keys: hi.ts has the type `Messages`, so a key
 * missing there fails the type check. For the server (PDFs, answers in the request's language) and the catalogue
 * tests; islands import only the namespaces they show. A text with a number in it is a function of that number.
 */
export const en = {
  common,
  failures,
  admission,
  aiTools,
  voiceTools,
  toasts,
  chatSettings,
  chat,
  chatParts,
  games,
  micHelp,
  pitchMatch,
  voiceChallenge,
  investorCode,
  investor,
  investorDashboard,
  payment,
  admissionRules,
  staffSignIn,
  admin,
  adminBackups,
  adminCards,
  adminCharts,
  adminDates,
  adminDecisions,
  adminInvestors,
  search,
  studentPortal,
  statement,
  documents,
  mail,
  server,
  site,
  navigation,
  assistant,
};

export type Messages = typeof en;
