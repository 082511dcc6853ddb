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

/** A code in its compact form ("ATVNDEMO0001"), read once where it enters: only parseInvestorCode makes one. */
export type InvestorCode = string & { readonly __brand: 'InvestorCode' };

/** Uppercases and drops spaces and dashes: "atvn-demo 0001" -> "ATVNDEMO0001". */
export function compactInvestorCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** The prefix, then the body's characters (demo codes such as ATVN-DEMO-0001 use letters outside the alphabet). */
const CODE_SHAPE = new RegExp(`^${CODE_PREFIX}[A-Z0-9]{${CODE_BODY_LENGTH}}$`);

/** Any spelling of a code (case, spaces and dashes ignored) as its compact form, or null when it has not its shape. */
export function parseInvestorCode(input: string): InvestorCode | null {
  const compact = compactInvestorCode(input);
  return CODE_SHAPE.test(compact) ? (compact as InvestorCode) : null;
}

/** True when the compact form has the shape of a code (demo codes such as ATVN-DEMO-0001 included). */
export const isWellFormedInvestorCode = (input: string): boolean => parseInvestorCode(input) !== null;

/** The display form ATVN-XXXX-XXXX. */
export function formatInvestorCode(code: InvestorCode): string {
  const body = code.slice(CODE_PREFIX.length);
  const half = CODE_BODY_LENGTH / 2;
  return `${CODE_PREFIX}-${body.slice(0, half)}-${body.slice(half)}`;
}

/** A stored or typed code as people read it: the display form when it has the shape of a code, else as it is. */
export function displayInvestorCode(text: string): string {
  const code = parseInvestorCode(text);
  return code ? formatInvestorCode(code) : text;
}

/** Masks a code for logs and receipts: ATVN-****-0001. */
export function maskInvestorCode(code: InvestorCode): string {
  const formatted = formatInvestorCode(code);
  return `${formatted.slice(0, CODE_PREFIX.length + 1)}****${formatted.slice(-(CODE_BODY_LENGTH / 2 + 1))}`;
}

/** The files a statement is offered as (query `format` of /api/investor/{code}/statement; text when absent). */
export const STATEMENT_FORMATS = ['pdf', 'txt'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The statement's file name: statement_ATVN-DEMO-0001.txt (or .pdf), with the code in its display form. */
export function statementFileName(code: string, format: StatementFormat = 'txt'): string {
  return `statement_${displayInvestorCode(code)}.${format}`;
}
