import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvHeader, csvRow } from '../../netlify/lib/admissions/csv';
import { countThisWeek, dayNumber, WEEK_MS } from '../../src/domain/admin-summary';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
import { indiaIsoDateTime } from '../../src/domain/india-time';

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
  it('has a header and one CRLF row per record', () => {
    const csv =
      csvHeader() +
      csvRow(record({ lastName: 'Sharma, Jr.', guardianName: 'Sunita' })) +
      csvRow(record({ duplicateOf: 'AVI-2026-BBBBBB' }));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Registration number","First name","Last name","E-mail","Mobile number","Age","Gender","Qualification","Disability","Disability type","Course","Parent or guardian","Submitted at (IST)","Status","Duplicate of"',
    );
    expect(lines[1]).toBe(
      `"AVI-2026-AAAAAA","Priya","Sharma, Jr.","priya@example.in","9876543210","21","Female","Class 12","No","","Voice Acting (free, 6 months)","Sunita","${indiaIsoDateTime(ago(DAY))}","pending",""`,
    );
    expect(lines[2]).toMatch(/,"pending","AVI-2026-BBBBBB"$/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });
});
