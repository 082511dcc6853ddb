import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRow } from '../../netlify/lib/admission-csv';
import { countThisWeek, dayNumber, WEEK_MS } from '../../src/domain/admin-summary';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';

const now = new Date('2026-06-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

function record(over: Partial<AdmissionRecord>): AdmissionRecord {
  return {
    id: 'id',
    registrationNumber: 'AVI-2026-AAAAAA',
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@example.in',
    mobileNumber: '9876543210',
    age: 21,
    gender: 'Female',
    qualification: 'Class 12',
    disabilityStatus: 'No',
    course: 'voice-acting',
    submittedAt: ago(DAY),
    status: 'pending',
    ...over,
  };
}

describe('countThisWeek', () => {
  it('equals counting every submission of the last 7 × 24 hours', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * DAY }), { maxLength: 200 }), (agos) => {
        const times = agos.map((ms) => now.getTime() - ms);
        const perDay = new Map<number, number>();
        for (const t of times) perDay.set(dayNumber(t), (perDay.get(dayNumber(t)) ?? 0) + 1);
        const first = dayNumber(now.getTime() - WEEK_MS);
        const boundary = times.filter((t) => dayNumber(t) === first);
        const expected = times.filter((t) => t >= now.getTime() - WEEK_MS).length;
        expect(countThisWeek(now, (day) => perDay.get(day) ?? 0, boundary)).toBe(expected);
      }),
    );
  });
});

describe('CSV export', () => {
  it('escapes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(21)).toBe('21');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+91')).toBe("'+91");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    // A leading carriage return is defused and, being a line break, quoted.
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    // Only text cells: a negative number stays a number.
    expect(csvCell(-3)).toBe('-3');
  });

  it('has a header and one CRLF row per record', () => {
    const csv =
      csvHeader() +
      csvRow(record({ lastName: 'Sharma, Jr.', guardianName: 'Sunita' })) +
      csvRow(record({ duplicateOf: 'AVI-2026-BBBBBB' }));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Registration number,First name,Last name,E-mail,Mobile number,Age,Gender,Qualification,Disability,Disability type,Course,Parent or guardian,Submitted at,Status,Duplicate of',
    );
    expect(lines[1]).toBe(
      `AVI-2026-AAAAAA,Priya,"Sharma, Jr.",priya@example.in,9876543210,21,Female,Class 12,No,,"Voice Acting (free, 6 months)",Sunita,${ago(DAY)},pending,`,
    );
    expect(lines[2]).toMatch(/,pending,AVI-2026-BBBBBB$/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });
});
