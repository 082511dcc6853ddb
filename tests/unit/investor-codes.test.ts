import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateInvestorCode } from '../../netlify/lib/investors/codes';
import {
  CODE_ALPHABET,
  CODE_BODY_LENGTH,
  compactInvestorCode,
  displayInvestorCode,
  isWellFormedInvestorCode,
  maskInvestorCode,
  parseInvestorCode,
} from '../../src/domain/investor-code';

const body = (code: string) => compactInvestorCode(code).slice(4);

describe('the code alphabet', () => {
  it('is the 31 unambiguous characters: no 0, 1, O, I or L, which read alike on a letter or a phone', () => {
    expect(CODE_ALPHABET).toBe('23456789ABCDEFGHJKMNPQRSTUVWXYZ');
  });
});

describe('generateInvestorCode', () => {
  it('gives the display form ATVN-XXXX-XXXX over the unambiguous alphabet', () => {
    for (let i = 0; i < 1000; i++) {
      const code = generateInvestorCode();
      expect(code).toMatch(/^ATVN-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect([...body(code)].every((char) => CODE_ALPHABET.includes(char))).toBe(true);
      expect(isWellFormedInvestorCode(code)).toBe(true);
    }
  });

  it('never repeats over 10,000 draws and uses the whole alphabet in every position', () => {
    const codes = Array.from({ length: 10_000 }, () => generateInvestorCode());
    expect(new Set(codes).size).toBe(codes.length);
    for (let position = 0; position < CODE_BODY_LENGTH; position++) {
      expect(new Set(codes.map((code) => body(code)[position])).size).toBe(CODE_ALPHABET.length);
    }
  });

  it('maps each random byte to its alphabet letter', () => {
    expect(generateInvestorCode((bytes) => bytes.map((_, i) => i))).toBe(
      `ATVN-${CODE_ALPHABET.slice(0, 4)}-${CODE_ALPHABET.slice(4, 8)}`,
    );
    expect(generateInvestorCode((bytes) => bytes.fill(CODE_ALPHABET.length - 1))).toBe('ATVN-ZZZZ-ZZZZ');
  });
});

describe('code normalising round trip', () => {
  const codeBody = fc.string({ unit: fc.constantFrom(...CODE_ALPHABET), minLength: 8, maxLength: 8 });
  const separators = fc.array(fc.constantFrom('', ' ', '-', '  ', '--', '\t'), { minLength: 13, maxLength: 13 });

  it('accepts any case, spaces and dashes, and formats back to the display form', () => {
    fc.assert(
      fc.property(codeBody, separators, fc.boolean(), (b, seps, lower) => {
        const display = `ATVN-${b.slice(0, 4)}-${b.slice(4)}`;
        const compact = `ATVN${b}`;
        const typed = [...compact].map((char, i) => `${seps[i]}${char}`).join('') + (seps[12] ?? '');
        const input = lower ? typed.toLowerCase() : typed;
        expect(isWellFormedInvestorCode(input)).toBe(true);
        expect(compactInvestorCode(input)).toBe(compact);
        expect(parseInvestorCode(input)).toBe(compact);
        expect(displayInvestorCode(input)).toBe(display);
        expect(displayInvestorCode(displayInvestorCode(input))).toBe(display);
      }),
    );
  });

  it('rejects anything that is not ATVN plus eight letters or digits', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const compact = compactInvestorCode(input);
        fc.pre(!/^ATVN[A-Z0-9]{8}$/.test(compact));
        expect(isWellFormedInvestorCode(input)).toBe(false);
        expect(parseInvestorCode(input)).toBeNull();
        expect(displayInvestorCode(input)).toBe(input);
      }),
    );
  });
});

describe('maskInvestorCode', () => {
  it('keeps the prefix and the last four characters of any code', () => {
    const codeBody = fc.string({ unit: fc.constantFrom(...CODE_ALPHABET), minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(codeBody, (b) => {
        const code = parseInvestorCode(`ATVN${b}`);
        if (!code) throw new Error('a code of the alphabet is well formed');
        expect(maskInvestorCode(code)).toBe(`ATVN-****-${b.slice(4)}`);
      }),
    );
  });
});
