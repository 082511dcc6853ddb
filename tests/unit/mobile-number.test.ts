import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMobileNumber } from '../../src/domain/mobile-number';

const tenDigits = fc
  .tuple(
    fc.constantFrom('6', '7', '8', '9'),
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 9, maxLength: 9 }),
  )
  .map(([first, rest]) => first + rest.join(''));

describe('parseMobileNumber', () => {
  it('accepts every prefix and separator the forms allow', () => {
    const prefix = fc.constantFrom('', '+91', '+91 ', '91', '0', '0091', '0091-', '(+91) ');
    fc.assert(
      fc.property(tenDigits, prefix, (digits, p) => {
        const spaced = `${digits.slice(0, 5)} ${digits.slice(5)}`;
        const dashed = `${digits.slice(0, 5)}-${digits.slice(5)}`;
        return [digits, spaced, dashed].every((body) => parseMobileNumber(`${p}${body}`) === digits);
      }),
    );
  });

  it('refuses what is not an Indian mobile number', () => {
    for (const input of ['', '12345', '5876543210', '+1 9876543210', '98765432100', '0091 5876543210', 'abcdefghij'])
      expect(parseMobileNumber(input)).toBeNull();
  });
});
