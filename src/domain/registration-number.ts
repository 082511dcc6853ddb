import { indiaYear } from './india-time';
import { CODE_ALPHABET } from './investor-code';
import { randomCode } from './random-code';

/** Registration numbers of admission applications, such as AVI-2026-7K3M9Q: prefix, year in India, random code. */

export const REGISTRATION_PREFIX = 'AVI';
export const REGISTRATION_RANDOM_LENGTH = 6;
/** The number's three parts once spaces and dashes are gone: prefix, year, random code. */
const COMPACT_PATTERN = new RegExp(
  `^${REGISTRATION_PREFIX}(\\d{4})([${CODE_ALPHABET}]{${REGISTRATION_RANDOM_LENGTH}})$`,
);
/** What people put between the parts when they copy a number from a mail or type it from a slip. */
const SEPARATORS = /[\s\-\u2010-\u2015_.]/g;

/** A new registration number such as AVI-2026-7K3M9Q. Uniqueness is the store's job (conditional create). */
export function newRegistrationNumber(now: Date = new Date()): string {
  return `${REGISTRATION_PREFIX}-${indiaYear(now)}-${randomCode(REGISTRATION_RANDOM_LENGTH)}`;
}

/**
 * The number in its one written form (AVI-2026-7K3M9Q) whatever the case and separators typed: "avi 2026 7k3m9q",
 * "AVI2026-7K3M9Q" and "AVI–2026–7K3M9Q" are the same number, as the investor code accepts its own; null when it
 * cannot be a registration number.
 */
export function parseRegistrationNumber(input: string): string | null {
  const match = COMPACT_PATTERN.exec(input.toUpperCase().replace(SEPARATORS, ''));
  return match ? `${REGISTRATION_PREFIX}-${match[1]}-${match[2]}` : null;
}
