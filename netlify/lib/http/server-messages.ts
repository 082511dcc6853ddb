import type { Locale } from '../../../src/domain/locale';
import english from '../../../src/i18n/messages/en/server';
import hindi from '../../../src/i18n/messages/hi/server';

/**
 * A refusal travels as a code (a key of the catalogue's namespace `server`, errors.ts) and becomes words once, at the
 * edge, in the language the caller asked for (request-locale.ts). A problem with a request's shape (a field's
 * technical name) is the code `invalidRequest` with its detail as it is. The two namespace files import only leaf
 * modules (not the whole catalogue), so every function can load this one.
 */
export const SERVER_MESSAGES = { en: english, hi: hindi } as const satisfies Record<Locale, typeof english>;

type ServerWords = typeof english;

/** The refusals with fixed words. */
export type ServerMessageKey = {
  [K in keyof ServerWords]: ServerWords[K] extends string ? K : never;
}[keyof ServerWords];
/** The refusals that carry a number. */
export type FormattedMessageKey = Exclude<keyof ServerWords, ServerMessageKey>;

/**
 * What a refusal says, as a code: a fixed message, a message with a number (`n`), or a problem with the request's
 * shape (`invalidRequest`, whose detail names a field and is the same in every language).
 */
export type Refusal =
  | { code: ServerMessageKey }
  | { code: FormattedMessageKey; n: number }
  | { code: 'invalidRequest'; detail: string };
export type RefusalCode = Refusal['code'];

/** A refusal's words in a language: made once, where the answer leaves the function. */
export function refusalWords(refusal: Refusal, locale: Locale): string {
  if (refusal.code === 'invalidRequest') return (refusal as { detail: string }).detail;
  const words = SERVER_MESSAGES[locale][refusal.code];
  return typeof words === 'function' ? words((refusal as { n: number }).n) : words;
}
