import {
  CODE_COMPACT_LENGTH,
  CODE_FORMAT_HINT,
  CODE_PREFIX,
  compactInvestorCode,
  isWellFormedInvestorCode,
} from './investor-code';

/** A code field takes the display form ATVN-XXXX-XXXX: 14 typed characters, 12 of them code characters. */
export const CODE_INPUT_MAX_LENGTH = CODE_FORMAT_HINT.length;

const SEPARATOR = /[\s-]/;

/**
 * What a code field keeps of the typed text (docs/DECISIONS.md, Security 3): uppercase, at most
 * 14 characters, and no code characters beyond the twelfth (dashes and spaces do not count).
 */
export function limitInvestorCodeInput(raw: string): string {
  let kept = '';
  let codeCharacters = 0;
  for (const char of raw.toUpperCase()) {
    if (kept.length >= CODE_INPUT_MAX_LENGTH) break;
    if (!SEPARATOR.test(char)) {
      if (codeCharacters >= CODE_COMPACT_LENGTH) break;
      codeCharacters += 1;
    }
    kept += char;
  }
  return kept;
}

/** What can be wrong with a typed code's shape (the i18n catalogue words each one). */
export type InvestorCodeProblem = 'invalidCharacters' | 'wrongStart' | 'tooShort';

/**
 * What is wrong with a typed, non-empty code, checked before any call to the server; null when it has the shape of a
 * code. Unknown but well-formed codes are for the server to answer.
 */
export function investorCodeProblem(raw: string): InvestorCodeProblem | null {
  const compact = compactInvestorCode(raw);
  if (compact === '' || isWellFormedInvestorCode(compact)) return null;
  if (/[^A-Z0-9]/.test(compact)) return 'invalidCharacters';
  if (!compact.startsWith(CODE_PREFIX.slice(0, compact.length))) return 'wrongStart';
  return 'tooShort';
}
