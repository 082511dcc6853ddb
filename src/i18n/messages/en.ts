import { adminWords } from './en/admin';
import { adminInvestorsWords } from './en/admin-investors';
import { admissionWords } from './en/admission';
import { admissionRulesWords } from './en/admission-rules';
import { aiToolsWords } from './en/ai-tools';
import { chatWords } from './en/chat';
import { chatPartsWords } from './en/chat-parts';
import { chatSettingsWords } from './en/chat-settings';
import { commonWords } from './en/common';
import { gamesWords } from './en/games';
import { investorWords } from './en/investor';
import { investorCodeWords } from './en/investor-code';
import { investorDashboardWords } from './en/investor-dashboard';
import { micHelpWords } from './en/mic-help';
import { paymentWords } from './en/payment';
import { pitchMatchWords } from './en/pitch-match';
import { searchWords } from './en/search';
import { studentPortalWords } from './en/student-portal';
import { toastsWords } from './en/toasts';
import { voiceChallengeWords } from './en/voice-challenge';
import { voiceToolsWords } from './en/voice-tools';

/**
 * Every English namespace in one object, the source of the catalogue's keys: hi.ts has the type `Messages`, so a key
 * missing there fails the type check. For the server (PDFs, answers in the request's language) and the catalogue
 * tests; islands import only the namespaces they show. A text with a number in it is a function of that number.
 */
export const en = {
  common: commonWords.en,
  admission: admissionWords.en,
  aiTools: aiToolsWords.en,
  voiceTools: voiceToolsWords.en,
  toasts: toastsWords.en,
  chatSettings: chatSettingsWords.en,
  chat: chatWords.en,
  chatParts: chatPartsWords.en,
  games: gamesWords.en,
  micHelp: micHelpWords.en,
  pitchMatch: pitchMatchWords.en,
  voiceChallenge: voiceChallengeWords.en,
  investorCode: investorCodeWords.en,
  investor: investorWords.en,
  investorDashboard: investorDashboardWords.en,
  payment: paymentWords.en,
  admissionRules: admissionRulesWords.en,
  admin: adminWords.en,
  adminInvestors: adminInvestorsWords.en,
  search: searchWords.en,
  studentPortal: studentPortalWords.en,
};

export type Messages = typeof en;
