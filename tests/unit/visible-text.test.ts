import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasVisibleText } from '../../src/domain/visible-text';

const invisibleChars = [
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  ' ',
  '\u00a0',
  '\u00ad',
  '\u034f',
  '\u115f',
  '\u1160',
  '\u180e',
  '\u2000',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2800',
  '\u3000',
  '\u3164',
  '\ufe0f',
  '\ufeff',
  '\uffa0',
  '\u{e0001}',
  '\u{e0100}',
];

describe('visible text', () => {
  it('finds nothing visible in any mix of control, format, space and filler characters', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...invisibleChars), { maxLength: 40 }), (chars) => {
        expect(hasVisibleText(chars.join(''))).toBe(false);
      }),
    );
  });

  it('finds any letter, digit, mark of punctuation or emoji among them', () => {
    const visible = fc.constantFrom('a', 'क', 'ا', 'ਕ', '7', '₹', '?', '🙂', 'é', '漢');
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...invisibleChars), { maxLength: 20 }),
        visible,
        fc.array(fc.constantFrom(...invisibleChars), { maxLength: 20 }),
        (before, char, after) => {
          expect(hasVisibleText([...before, char, ...after].join(''))).toBe(true);
        },
      ),
    );
  });
});
