/**
 * Indian mobile numbers, one rule for every form that takes one (admissions, the card holders' login, the card
 * holder import): 10 digits starting with 6, 7, 8 or 9, typed with or without a +91, 0091, 91 or 0 prefix and with
 * spaces, dashes, dots or brackets anywhere.
 */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * Drops separators, then a +91, 0091, 91 (before 10 digits) or 0 (before 10 digits) prefix. "+91 98765 43210",
 * "0091-98765-43210", "098765-43210" and "9876543210" all become "9876543210". Anything else comes back cleaned but
 * unchanged in substance, so validation can reject it.
 */
export function normaliseMobile(input: string): string {
  const digits = input.replace(/[\s\-.()]/g, '').replace(/^(\+|00)91/, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function isValidMobile(input: string): boolean {
  return MOBILE_PATTERN.test(normaliseMobile(input));
}

/** The 10-digit form of a typed mobile number, or null when it is not an Indian mobile number. */
export function parseMobileNumber(input: string): string | null {
  const digits = normaliseMobile(input);
  return MOBILE_PATTERN.test(digits) ? digits : null;
}
