/**
 * Investor codes (docs/DECISIONS.md, Security 3): "ATVN" then 8 characters from an alphabet without
 * look-alikes (no 0/O, 1/I/L), displayed as ATVN-XXXX-XXXX. Input ignores case, spaces and dashes.
 */
export const CODE_PREFIX = 'ATVN';
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_BODY_LENGTH = 8;
/** Characters in the compact form (ATVN + 8): the 12 characters a code field accepts. */
export const CODE_COMPACT_LENGTH = CODE_PREFIX.length + CODE_BODY_LENGTH;
export const CODE_FORMAT_HINT = 'ATVN-XXXX-XXXX';

/** Uppercases and drops spaces and dashes: "atvn-demo 0001" -> "ATVNDEMO0001". */
export function compactInvestorCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** True when the compact form has the shape of a code (demo codes such as ATVN-DEMO-0001 included). */
export function isWellFormedInvestorCode(input: string): boolean {
  return /^ATVN[A-Z0-9]{8}$/.test(compactInvestorCode(input));
}

/** The display form ATVN-XXXX-XXXX of a well-formed code, or null. */
export function formatInvestorCode(input: string): string | null {
  const compact = compactInvestorCode(input);
  if (!isWellFormedInvestorCode(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8, 12)}`;
}

/** Masks a code for logs and receipts: ATVN-****-0001. */
export function maskInvestorCode(input: string): string {
  const formatted = formatInvestorCode(input);
  return formatted ? `${formatted.slice(0, 5)}****${formatted.slice(9)}` : 'invalid';
}
