import { describe, expect, it } from 'vitest';
import {
  csvCell,
  filterApplications,
  sortBySubmitted,
  summarise,
  toCsv,
  WEEK_MS,
} from '../../src/domain/admin-summary';
import type { AdmissionRecord } from '../../src/domain/admission';

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

describe('summarise', () => {
  it('is all zeros for no applications', () => {
    expect(summarise([], now)).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0, thisWeek: 0 });
  });

  it('counts statuses, anything other than pending or approved as rejected', () => {
    const records = ['pending', 'pending', 'approved', 'rejected', 'withdrawn', ''].map((status) =>
      record({ status, submittedAt: ago(30 * DAY) }),
    );
    expect(summarise(records, now)).toEqual({ total: 6, pending: 2, approved: 1, rejected: 3, thisWeek: 0 });
  });

  it('counts This Week as submitted in the 7 × 24 hours up to now, both ends included', () => {
    const times = [0, 1, DAY, 6 * DAY, WEEK_MS - 1, WEEK_MS, WEEK_MS + 1, 30 * DAY];
    const records = times.map((t) => record({ submittedAt: ago(t) }));
    expect(summarise(records, now).thisWeek).toBe(6);
  });

  it('ignores future and unparsable dates for This Week but still counts them in the total', () => {
    const records = [record({ submittedAt: ago(-DAY) }), record({ submittedAt: 'yesterday' })];
    expect(summarise(records, now)).toMatchObject({ total: 2, thisWeek: 0 });
  });

  it('keeps total equal to the sum of the status counts', () => {
    const records = Array.from({ length: 50 }, (_, i) => record({ status: ['pending', 'approved', 'x'][i % 3] ?? '' }));
    const s = summarise(records, now);
    expect(s.pending + s.approved + s.rejected).toBe(s.total);
  });
});

describe('filterApplications', () => {
  const a = record({ registrationNumber: 'AVI-2026-AAAAAA', firstName: 'Priya', status: 'pending' });
  const b = record({
    registrationNumber: 'AVI-2026-BBBBBB',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@x.in',
    mobileNumber: '9123456789',
    status: 'approved',
  });
  const c = record({
    registrationNumber: 'AVI-2026-CCCCCC',
    firstName: 'प्रिया',
    lastName: 'शर्मा',
    status: 'on hold',
    course: 'coding',
  });

  it('filters by displayed status', () => {
    expect(filterApplications([a, b, c], '', 'all')).toEqual([a, b, c]);
    expect(filterApplications([a, b, c], '', 'approved')).toEqual([b]);
    expect(filterApplications([a, b, c], '', 'rejected')).toEqual([c]);
  });

  it('searches name, number, e-mail, mobile and course, every word, any case', () => {
    expect(filterApplications([a, b, c], 'meera iyer', 'all')).toEqual([b]);
    expect(filterApplications([a, b, c], 'avi-2026-cccccc', 'all')).toEqual([c]);
    expect(filterApplications([a, b, c], '91234', 'all')).toEqual([b]);
    expect(filterApplications([a, b, c], 'प्रिया', 'all')).toEqual([c]);
    expect(filterApplications([a, b, c], 'coding', 'all')).toEqual([c]);
    expect(filterApplications([a, b, c], 'meera', 'pending')).toEqual([]);
  });
});

describe('sortBySubmitted', () => {
  it('puts the newest first', () => {
    const old = record({ submittedAt: ago(3 * DAY) });
    const fresh = record({ submittedAt: ago(DAY) });
    expect(sortBySubmitted([old, fresh])).toEqual([fresh, old]);
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
  });

  it('has a header and one CRLF row per record', () => {
    const csv = toCsv([record({ lastName: 'Sharma, Jr.', guardianName: 'Sunita' })]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Registration number,First name,Last name,E-mail,Mobile number,Age,Gender,Qualification,Disability,Disability type,Course,Parent or guardian,Submitted at,Status',
    );
    expect(lines[1]).toBe(
      `AVI-2026-AAAAAA,Priya,"Sharma, Jr.",priya@example.in,9876543210,21,Female,Class 12,No,,"Voice Acting (free, 6 months)",Sunita,${ago(DAY)},pending`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });
});
