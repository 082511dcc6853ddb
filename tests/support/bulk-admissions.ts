import { randomUUID } from 'node:crypto';
import { ADMISSION_STATUSES, COURSE_IDS } from '../../src/domain/admission';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
import { CODE_ALPHABET } from '../../src/domain/investor-code';

/**
 * Synthetic applications for tests and the scale benchmark, stored with storeAdmissionsInBulk. The same `series`
 * and index always give the same registration number (so storing them again changes nothing), every status and
 * course in turn, submitted one every `spacingMs` going back from `newest`.
 */
export function syntheticAdmissions(options: {
  series: string;
  count: number;
  newest: number;
  spacingMs: number;
  year?: number;
}): AdmissionRecord[] {
  const { series, count, newest, spacingMs, year = new Date(newest).getUTCFullYear() } = options;
  const base = CODE_ALPHABET.length;
  const digits = (i: number) =>
    Array.from({ length: 4 }, (_, d) => CODE_ALPHABET[Math.floor(i / base ** (3 - d)) % base]).join('');
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    registrationNumber: `AVI-${year}-${series}${digits(i)}`,
    firstName: 'Test',
    lastName: `Applicant ${String.fromCharCode(65 + (i % 26))}`,
    email: `${series.toLowerCase()}.${i}@example.in`,
    mobileNumber: `9${String(100_000_000 + i).padStart(9, '0')}`,
    age: 18 + (i % 40),
    gender: 'Female',
    qualification: 'Class 12',
    disabilityStatus: 'No',
    course: COURSE_IDS[i % COURSE_IDS.length] ?? 'coding',
    submittedAt: new Date(newest - i * spacingMs).toISOString(),
    status: ADMISSION_STATUSES[i % ADMISSION_STATUSES.length] ?? 'pending',
  }));
}
