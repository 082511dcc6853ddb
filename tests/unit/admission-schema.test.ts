import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_IDS, displayStatus } from '../../src/domain/admission';
import {
  type AdmissionInput,
  admissionInputSchema,
  fieldProblems,
  statusUpdateSchema,
} from '../../src/domain/admission-schemas';
import { indiaYear } from '../../src/domain/india-time';
import { CODE_ALPHABET } from '../../src/domain/investor-code';
import { isValidMobile, normaliseMobile } from '../../src/domain/mobile-number';
import { randomCode } from '../../src/domain/random-code';
import { newRegistrationNumber, parseRegistrationNumber } from '../../src/domain/registration-number';
import { admissionFieldErrors } from '../../src/i18n/admission-problems';
import { en } from '../../src/i18n/messages/en';

const adult: AdmissionInput = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'Priya.Sharma@Example.in',
  mobileNumber: '9876543210',
  age: 21,
  gender: 'Female',
  qualification: 'Class 12',
  disabilityStatus: 'No',
  course: 'voice-acting',
};
const minor: AdmissionInput = { ...adult, age: 12, guardianName: 'Sunita Sharma', guardianConsent: true };

function errorsOf(input: unknown) {
  const result = admissionInputSchema.safeParse(input);
  if (result.success) return {};
  return admissionFieldErrors(result.error, en.admissionRules);
}

describe('admissionInputSchema', () => {
  it('names each problem as a code, never in words', () => {
    const result = admissionInputSchema.safeParse({ ...adult, firstName: ' ', age: 7, gender: 'Male' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldProblems(result.error)).toEqual({
        firstName: 'required',
        age: 'ageMin',
        course: 'freeCourseForGirls',
      });
    }
  });

  it('accepts a complete adult application and normalises it', () => {
    const parsed = admissionInputSchema.parse({ ...adult, firstName: '  Priya ', mobileNumber: '+91 98765 43210' });
    expect(parsed.firstName).toBe('Priya');
    expect(parsed.email).toBe('priya.sharma@example.in');
    expect(parsed.mobileNumber).toBe('9876543210');
    expect(parsed.guardianName).toBeUndefined();
    expect(parsed.guardianConsent).toBeUndefined();
  });

  it('accepts Devanagari and other scripts in names', () => {
    expect(errorsOf({ ...adult, firstName: 'प्रिया', lastName: 'शर्मा' })).toEqual({});
    expect(errorsOf({ ...adult, firstName: 'Zoë', lastName: "D'Souza-Pillai" })).toEqual({});
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', '123', 'First name may contain only letters, spaces, dots, apostrophes and hyphens'],
    ['firstName', 'x'.repeat(61), 'First name must be at most 60 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', '<script>', 'Last name may contain only letters, spaces, dots, apostrophes and hyphens'],
    ['email', '', 'E-mail is required'],
    ['email', 'priya@', 'Enter a valid e-mail address, for example name@example.com'],
    ['email', 'not an email', 'Enter a valid e-mail address, for example name@example.com'],
    ['mobileNumber', '', 'Mobile number is required'],
    ['mobileNumber', '5876543210', 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9'],
    ['mobileNumber', '987654321', 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9'],
    ['mobileNumber', '98765432100', 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9'],
    ['mobileNumber', '98765abcde', 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9'],
    ['age', 7, 'Age must be at least 8'],
    ['age', 101, 'Age must be at most 100'],
    ['age', 12.5, 'Age must be a whole number'],
    ['age', '21', 'Age is required'],
    ['age', undefined, 'Age is required'],
    ['gender', 'Unknown', 'Choose a gender'],
    ['gender', undefined, 'Choose a gender'],
    ['qualification', 'PhD in everything', 'Choose your qualification'],
    ['disabilityStatus', 'Maybe', 'Choose whether you have a disability'],
    ['course', 'astronomy', 'Choose a course'],
  ] as const)('rejects %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf({ ...adult, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts the boundary ages 8 and 100', () => {
    expect(errorsOf({ ...minor, age: 8 })).toEqual({});
    expect(errorsOf({ ...adult, age: 100 })).toEqual({});
  });

  it('accepts every gender, qualification and course on offer', () => {
    for (const gender of ['Male', 'Other'] as const)
      expect(errorsOf({ ...adult, gender, course: 'coding' })).toEqual({});
    for (const qualification of ['Studying (up to Class 8)', 'Graduate', 'Other'] as const) {
      expect(errorsOf({ ...adult, qualification })).toEqual({});
    }
    for (const id of COURSE_IDS) expect(errorsOf({ ...adult, course: id })).toEqual({});
  });

  it('keeps the free voice-acting course for girls', () => {
    expect(errorsOf({ ...adult, gender: 'Male' })).toEqual({
      course: 'The free voice-acting course (Pyari Bahan Yojana 2025) is for girls; choose another course',
    });
    expect(errorsOf({ ...adult, gender: 'Male', course: 'business' })).toEqual({});
  });

  it('needs a disability type only when the status is Yes, and drops it otherwise', () => {
    expect(errorsOf({ ...adult, disabilityStatus: 'Yes' })).toEqual({ disabilityType: 'Describe the disability' });
    expect(errorsOf({ ...adult, disabilityStatus: 'Yes', disabilityType: '  ' })).toEqual({
      disabilityType: 'Describe the disability',
    });
    expect(
      admissionInputSchema.parse({ ...adult, disabilityStatus: 'Yes', disabilityType: 'Low vision' }).disabilityType,
    ).toBe('Low vision');
    expect(admissionInputSchema.parse({ ...adult, disabilityType: 'Low vision' }).disabilityType).toBeUndefined();
  });

  describe('under 18', () => {
    it('needs a parent or guardian name and consent', () => {
      expect(errorsOf({ ...adult, age: 17 })).toEqual({
        guardianName: 'Parent or guardian name is required for applicants under 18',
        guardianConsent: 'Parent or guardian consent is required for applicants under 18',
      });
      expect(errorsOf({ ...minor, guardianConsent: false })).toEqual({
        guardianConsent: 'Parent or guardian consent is required for applicants under 18',
      });
      expect(errorsOf({ ...minor, guardianName: '' })).toEqual({
        guardianName: 'Parent or guardian name is required for applicants under 18',
      });
      expect(errorsOf({ ...minor, guardianName: '42' })).toEqual({
        guardianName: 'Parent or guardian name is required for applicants under 18',
      });
    });

    it('keeps the guardian for minors and drops it for adults', () => {
      expect(admissionInputSchema.parse(minor).guardianName).toBe('Sunita Sharma');
      const grown = admissionInputSchema.parse({ ...minor, age: 18 });
      expect(grown.guardianName).toBeUndefined();
      expect(grown.guardianConsent).toBeUndefined();
    });

    it('holds for every age: consent is needed exactly below 18', () => {
      fc.assert(
        fc.property(fc.integer({ min: 8, max: 100 }), (age) => {
          const errors = errorsOf({ ...adult, age });
          return age < 18 ? 'guardianConsent' in errors && 'guardianName' in errors : Object.keys(errors).length === 0;
        }),
      );
    });
  });

  it('reports cross-field rules together with the other fields, so the form shows every message at once', () => {
    expect(Object.keys(errorsOf({ age: 12, disabilityStatus: 'Yes' })).sort()).toEqual(
      [
        'course',
        'disabilityType',
        'email',
        'firstName',
        'gender',
        'guardianConsent',
        'guardianName',
        'lastName',
        'mobileNumber',
        'qualification',
      ].sort(),
    );
  });

  it('rejects unknown fields and non-objects', () => {
    expect(admissionInputSchema.safeParse({ ...adult, isAdmin: true }).success).toBe(false);
    expect(admissionInputSchema.safeParse(null).success).toBe(false);
    expect(admissionInputSchema.safeParse([]).success).toBe(false);
  });
});

describe('mobile numbers', () => {
  const tenDigits = fc
    .tuple(
      fc.constantFrom('6', '7', '8', '9'),
      fc.array(fc.constantFrom(...'0123456789'), { minLength: 9, maxLength: 9 }),
    )
    .map(([first, rest]) => first + rest.join(''));
  const prefix = fc.constantFrom('', '+91', '+91 ', '91', '0', '0091', '+91-');
  /** Spaces or dashes sprinkled between digits. */
  const spaced = (digits: string) =>
    fc
      .array(fc.constantFrom('', '', ' ', '-'), { minLength: digits.length, maxLength: digits.length })
      .map((seps) => [...digits].map((d, i) => d + (seps[i] ?? '')).join(''));

  it('normalises any prefixed, spaced form to the 10 digits', () => {
    fc.assert(
      fc.property(
        tenDigits,
        prefix,
        (digits, p) =>
          fc.assert(
            fc.property(spaced(digits), (body) => {
              const input = `${p}${body}`;
              return normaliseMobile(input) === digits && isValidMobile(input);
            }),
            { numRuns: 5 },
          ) === undefined,
      ),
      { numRuns: 200 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => normaliseMobile(normaliseMobile(s)) === normaliseMobile(s) || s.length > 0),
    );
    fc.assert(fc.property(tenDigits, (d) => normaliseMobile(normaliseMobile(d)) === d));
  });

  it('never accepts numbers starting with 0 to 5 after the prefix', () => {
    const bad = fc
      .tuple(
        fc.constantFrom('1', '2', '3', '4', '5'),
        fc.array(fc.constantFrom(...'0123456789'), { minLength: 9, maxLength: 9 }),
      )
      .map(([first, rest]) => first + rest.join(''));
    fc.assert(fc.property(bad, prefix, (digits, p) => !isValidMobile(`${p}${digits}`)));
  });
});

describe('registration numbers', () => {
  it('look like AVI-2026-7K3M9Q with the year in India', () => {
    const now = new Date('2026-03-04T10:00:00Z');
    const reg = newRegistrationNumber(now);
    expect(reg).toMatch(new RegExp(`^AVI-2026-[${CODE_ALPHABET}]{6}$`));
    expect(parseRegistrationNumber(reg.toLowerCase())).toBe(reg);
    // 31 December 20:00 UTC is already 1 January in New Delhi.
    expect(indiaYear(new Date('2026-12-31T20:00:00Z'))).toBe(2027);
  });

  it('are read whatever the case and separators typed, as one written form', () => {
    expect(parseRegistrationNumber('avi 2026 7k3m9q')).toBe('AVI-2026-7K3M9Q');
    expect(parseRegistrationNumber(' AVI2026 7K3M9Q ')).toBe('AVI-2026-7K3M9Q');
    expect(parseRegistrationNumber('AVI\u20132026\u20137K3M9Q')).toBe('AVI-2026-7K3M9Q');
    const separator = fc.constantFrom('', ' ', '-', '  ', ' - ', '\u2013', '.', '_');
    const code = fc
      .array(fc.constantFrom(...CODE_ALPHABET), { minLength: 6, maxLength: 6 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        code,
        fc.integer({ min: 2021, max: 2099 }),
        separator,
        separator,
        fc.boolean(),
        (c, year, a, b, lower) => {
          const typed = `AVI${a}${year}${b}${c}`;
          expect(parseRegistrationNumber(lower ? typed.toLowerCase() : typed)).toBe(`AVI-${year}-${c}`);
        },
      ),
    );
  });

  it('rejects malformed numbers', () => {
    for (const bad of [
      '',
      'AVI-2026',
      'AVI-2026-7K3M9',
      'AVI-2026-7K3M9QQ',
      'AVI-2026-0K3M9Q',
      'XYZ-2026-7K3M9Q',
      'AVI-2026-7K3M9Q-1',
      'AVI/2026/7K3M9Q',
      '../etc',
    ]) {
      expect(parseRegistrationNumber(bad)).toBeNull();
    }
  });

  it('use only the unambiguous alphabet, without bias from rejected bytes', () => {
    const always255 = (b: Uint8Array) => b.fill(255);
    let calls = 0;
    const thenZero = (b: Uint8Array) => (calls++ === 0 ? always255(b) : b.fill(0));
    expect(randomCode(6, thenZero)).toBe(CODE_ALPHABET[0]?.repeat(6));
    const codes = Array.from({ length: 2000 }, () => randomCode(6));
    for (const code of codes) expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    // Random, not fixed: among ~31^6 codes, 2,000 draws share one about once in 400 runs (the birthday bound), and
    // ten shared ones practically never happen.
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe('status', () => {
  it('shows pending and approved as they are, anything else as rejected', () => {
    expect(displayStatus('pending')).toBe('pending');
    expect(displayStatus('approved')).toBe('approved');
    expect(displayStatus('rejected')).toBe('rejected');
    expect(displayStatus('on hold')).toBe('rejected');
  });

  it('accepts only the three statuses in updates', () => {
    expect(statusUpdateSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(statusUpdateSchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(statusUpdateSchema.safeParse({ status: 'approved', extra: 1 }).success).toBe(false);
  });
});
