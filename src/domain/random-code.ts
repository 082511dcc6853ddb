import { CODE_ALPHABET } from './investor-code';

/** Fills the array with cryptographically strong random bytes and returns it (crypto.getRandomValues). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

/**
 * `length` characters of the unambiguous code alphabet, shared by investor codes and registration numbers. Unbiased:
 * bytes at or above the largest multiple of the alphabet's size are rejected and drawn again.
 */
export function randomCode(length: number, random: RandomBytes = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return out;
}
