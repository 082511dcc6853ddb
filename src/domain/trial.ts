/**
 * The free trial's arithmetic, shared by the /ai-tools page and the server, which
 * enforces it (docs/DECISIONS.md, Security 4). Characters are counted as the text box counts them (UTF-16 code
 * units, like a textarea's maxLength), so the page and the server always agree. Its words are in src/i18n/trial-text.ts.
 */
import { AUTHENTICATED_MAX_TEXT } from './voice';

/** 500 characters in total, once, per anonymous browser. */
export const FREE_TRIAL_LIMIT = 500;
/**
 * What all anonymous browsers behind one IP (IPv6: one /64) may use together in one window: ten browsers' trials a
 * day, so a school lab or a carrier's shared address is not spent for good by one visitor.
 */
export const IP_TRIAL_LIMIT = 5000;
export const IP_TRIAL_WINDOW_SECONDS = 24 * 60 * 60;
/** What one generated image costs an anonymous browser's trial (a paid provider's image: half the trial). */
export const IMAGE_TRIAL_CHARGE = 250;
/** Above this total the page warns how much will be left. */
export const WARNING_THRESHOLD = 450;
/** Above this many used characters the usage banner turns orange. */
export const ORANGE_THRESHOLD = 400;
/** Longest text a card holder may send in one request. */
export const CARD_HOLDER_MAX = AUTHENTICATED_MAX_TEXT;
/** Card holders sign in with a 4-digit PIN. */
export const PIN_LENGTH = 4;

export type BannerTone = 'normal' | 'orange' | 'red';

/** What a text costs: its length as the text box counts it. */
export function chargeFor(text: string): number {
  return text.length;
}

/** Characters still free (never negative). */
export function remaining(used: number): number {
  return Math.max(0, FREE_TRIAL_LIMIT - Math.max(0, used));
}

/** The trial is used up at 500 or more. */
export function isExhausted(used: number): boolean {
  return used >= FREE_TRIAL_LIMIT;
}

/** The text box's maxLength for a trial user: 500 minus what is already used. */
export function maxTextLength(used: number): number {
  return remaining(used);
}

/** A trial user may generate a non-empty text whose total stays within 500. */
export function canGenerate(used: number, textLength: number): boolean {
  return textLength > 0 && !isExhausted(used) && used + textLength <= FREE_TRIAL_LIMIT;
}

/** Usage banner colour: normal, orange above 400 used, red when exhausted. */
export function bannerTone(used: number, exhausted: boolean): BannerTone {
  if (exhausted || isExhausted(used)) return 'red';
  if (used > ORANGE_THRESHOLD) return 'orange';
  return 'normal';
}

/** What the text box says under a trial text: nothing, a warning with what will be left, or the limit exceeded. */
export type TrialNotice = { kind: 'warning'; total: number; left: number } | { kind: 'limit'; over: number };

/** Above 500 in total the limit, above 450 a warning, else nothing. */
export function trialNotice(used: number, textLength: number): TrialNotice | null {
  const total = used + textLength;
  if (total > FREE_TRIAL_LIMIT) return { kind: 'limit', over: total - FREE_TRIAL_LIMIT };
  if (total > WARNING_THRESHOLD) return { kind: 'warning', total, left: FREE_TRIAL_LIMIT - total };
  return null;
}

/** The used count the banner shows: 0 to 500. */
export function shownUsage(used: number): number {
  return Math.min(Math.max(0, used), FREE_TRIAL_LIMIT);
}
