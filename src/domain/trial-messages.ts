/** The free trial's texts (./trial.ts): the tools of /ai-tools show them, and load them with their code. */
import type { Messages } from '../i18n/messages/en';
import { voiceToolsWords } from '../i18n/messages/en/voice-tools';
import { FREE_TRIAL_LIMIT, WARNING_THRESHOLD } from './trial';

/** The warning or limit text under the text box (the fixed texts, word for word), or null when none applies. */
export function trialMessage(
  used: number,
  textLength: number,
  words: Messages['voiceTools'] = voiceToolsWords.en,
): { kind: 'warning' | 'limit'; text: string } | null {
  const total = used + textLength;
  if (total > FREE_TRIAL_LIMIT) return { kind: 'limit', text: words.overLimit(total - FREE_TRIAL_LIMIT) };
  if (total > WARNING_THRESHOLD) {
    return { kind: 'warning', text: words.nearLimit(total, FREE_TRIAL_LIMIT, FREE_TRIAL_LIMIT - total) };
  }
  return null;
}

/** The "Character Limit Reached" toast's text (word for word) with the count the server refused at. */
export function trialCompleteMessage(used: number, words = voiceToolsWords.en): string {
  return words.trialComplete(used, FREE_TRIAL_LIMIT);
}

/** The banner's usage line: "N/500 characters used". */
export function usageText(used: number, words = voiceToolsWords.en): string {
  return words.usage(Math.min(Math.max(0, used), FREE_TRIAL_LIMIT), FREE_TRIAL_LIMIT);
}
