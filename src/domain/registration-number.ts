import { indiaYear } from './india-time';
import { CODE_ALPHABET } from './investor-code';
import { randomCode } from './random-code';

/** Registration numbers of admission applications, such as AVI-2026-7K3M9Q: prefix, year in India, random code. */

export const REGISTRATION_PREFIX = 'AVI';
export const REGISTRATION_RANDOM_LENGTH = 6;
const REGISTRATION_PATTERN = new RegExp(
  `^${REGISTRATION_PREFIX}-\\d{4}-[${CODE_ALPHABET}]{${REGISTRATION_RANDOM_LENGTH}}$`,
);

/** A new registration number such as AVI-2026-7K3M9Q. Uniqueness is the store's job (conditional create). */
export function newRegistrationNumber(now: Date = new Date()): string {
  return `${REGISTRATION_PREFIX}-${indiaYear(now)}-${randomCode(REGISTRATION_RANDOM_LENGTH)}`;
}

/** Uppercases and trims; returns the number when it has the right shape, else null. */
export function parseRegistrationNumber(input: string): string | null {
  const value = input.trim().toUpperCase();
  return REGISTRATION_PATTERN.test(value) ? value : null;
}
