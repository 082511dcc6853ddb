import { CODE_COMPACT_LENGTH, CODE_FORMAT_HINT } from './investor-code';

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
