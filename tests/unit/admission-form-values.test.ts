import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_OF_MAJORITY, type CourseOption, MAX_AGE, MIN_AGE } from '../../src/domain/admission';
import { courseFromQuery, EMPTY_VALUES, FIELD_ORDER, isMinor, toInput } from '../../src/islands/admission/form-values';

const filled = {
  ...EMPTY_VALUES,
  firstName: 'Anjali',
  lastName: 'Kumari',
  email: 'anjali@example.com',
  mobileNumber: '9876543210',
  age: '14',
  gender: 'Female',
  qualification: 'Class 10',
  disabilityStatus: 'No',
  disabilityType: 'left over from an earlier answer',
  course: 'voice-acting',
  guardianName: 'Sunita Devi',
  guardianConsent: true,
};

describe('the admission form values (src/islands/admission/form-values.ts)', () => {
  it('counts an applicant as a minor exactly from the youngest age up to the age of majority', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AGE + 10 }), (age) => {
        expect(isMinor(String(age))).toBe(age >= MIN_AGE && age < AGE_OF_MAJORITY);
      }),
    );
    expect(isMinor('')).toBe(false);
  });

  it("sends a minor's guardian fields and an adult's not", () => {
    expect(toInput(filled)).toMatchObject({ age: 14, guardianName: 'Sunita Devi', guardianConsent: true });
    const adult = toInput({ ...filled, age: '19' });
    expect(adult.age).toBe(19);
    expect(adult.guardianName).toBeUndefined();
    expect(adult.guardianConsent).toBeUndefined();
  });

  it('sends the type of disability only when the answer is yes', () => {
    expect(toInput(filled).disabilityType).toBeUndefined();
    expect(toInput({ ...filled, disabilityStatus: 'Yes' }).disabilityType).toBe('left over from an earlier answer');
  });

  it('sends an unanswered choice or age as missing, so the schema names the field', () => {
    const input = toInput({ ...EMPTY_VALUES, age: '  ' });
    expect(input.age).toBeUndefined();
    expect(input.gender).toBeUndefined();
    expect(input.qualification).toBeUndefined();
    expect(input.course).toBeUndefined();
    expect(input.firstName).toBe('');
  });

  it('focuses fields in the order of every key it sends', () => {
    expect([...FIELD_ORDER].sort()).toEqual(Object.keys(toInput(filled)).sort());
  });
});

describe('courseFromQuery', () => {
  const courses: CourseOption[] = [
    { id: 'voice-acting', label: 'Voice acting (free)' },
    { id: 'coding', label: 'Coding (₹4,999)' },
  ];

  it('chooses the course a card asked for', () => {
    expect(courseFromQuery('?course=coding', courses)).toBe('coding');
    expect(courseFromQuery('?utm=x&course=voice-acting', courses)).toBe('voice-acting');
  });

  it('chooses nothing for an unknown, empty or missing id', () => {
    for (const search of ['?course=astrology', '?course=', '?course=Coding', '', '?other=coding']) {
      expect(courseFromQuery(search, courses), search).toBe('');
    }
  });
});
