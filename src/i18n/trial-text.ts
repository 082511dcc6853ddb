import { FREE_TRIAL_LIMIT, shownUsage, type TrialNotice } from '../domain/trial';
import type { Messages } from './messages/en';

/** The free trial's texts (the fixed texts, word for word) for the rules of src/domain/trial.ts. */
type Words = Messages['voiceTools'];

/** The warning or limit text under the text box. */
export function trialNoticeText(notice: TrialNotice, words: Words): string {
  return notice.kind === 'limit'
    ? words.overLimit(notice.over)
    : words.nearLimit(notice.total, FREE_TRIAL_LIMIT, notice.left);
}

/** The "Character Limit Reached" toast's text with the count the server refused at. */
export function trialCompleteText(used: number, words: Words): string {
  return words.trialComplete(used, FREE_TRIAL_LIMIT);
}

/** The banner's usage line: "N/500 characters used". */
export function usageText(used: number, words: Words): string {
  return words.usage(shownUsage(used), FREE_TRIAL_LIMIT);
}
