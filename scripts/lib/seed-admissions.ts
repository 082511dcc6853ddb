import { reindexAdmissions } from '../../netlify/lib/admissions/bulk';
import { hasCounters } from '../../netlify/lib/admissions/counts';
import { admissionsStore, createAdmission, setAdmissionStatus } from '../../netlify/lib/admissions/records';
import { hasCurrentIndexFormat, markIndexFormat } from '../../netlify/lib/admissions/search-index';
import type { AdmissionStatus } from '../../src/domain/admission';
import { type AdmissionInput, admissionInputSchema } from '../../src/domain/admission-schemas';
import { DEMO_STAFF } from './demo-staff';

/**
 * Demo applications for the admin dashboard (local only), dated relative to `now`: some this week, some older,
 * pending, approved and rejected, one written in Devanagari. They go through the same schema and store code as
 * POST /api/admissions. Returns the registration numbers written.
 */
const DAY = 24 * 60 * 60 * 1000;

const demo: { daysAgo: number; status: AdmissionStatus; input: AdmissionInput }[] = [
  {
    daysAgo: 0.2,
    status: 'pending',
    input: {
      firstName: 'प्रिया',
      lastName: 'शर्मा',
      email: 'priya.sharma@example.in',
      mobileNumber: '9876500011',
      age: 12,
      gender: 'Female',
      qualification: 'Studying (up to Class 8)',
      disabilityStatus: 'No',
      course: 'voice-acting',
      guardianName: 'सुनीता शर्मा',
      guardianConsent: true,
    },
  },
  {
    daysAgo: 1.5,
    status: 'approved',
    input: {
      firstName: 'Ananya',
      lastName: 'Singh',
      email: 'ananya.singh@example.in',
      mobileNumber: '9811200022',
      age: 16,
      gender: 'Female',
      qualification: 'Class 10',
      disabilityStatus: 'Yes',
      disabilityType: 'Low vision',
      course: 'voice-acting',
      guardianName: 'Rakesh Singh',
      guardianConsent: true,
    },
  },
  {
    daysAgo: 3,
    status: 'pending',
    input: {
      firstName: 'Rohan',
      lastName: 'Mehta',
      email: 'rohan.mehta@example.in',
      mobileNumber: '8800300033',
      age: 22,
      gender: 'Male',
      qualification: 'Graduate',
      disabilityStatus: 'No',
      course: 'coding',
    },
  },
  {
    daysAgo: 9,
    status: 'rejected',
    input: {
      firstName: 'Farah',
      lastName: 'Khan',
      email: 'farah.khan@example.in',
      mobileNumber: '7011400044',
      age: 31,
      gender: 'Female',
      qualification: 'Postgraduate',
      disabilityStatus: 'No',
      course: 'share-market',
    },
  },
  {
    daysAgo: 20,
    status: 'approved',
    input: {
      firstName: 'Gurpreet',
      lastName: 'Kaur',
      email: 'gurpreet.kaur@example.in',
      mobileNumber: '6239500055',
      age: 27,
      gender: 'Female',
      qualification: 'Diploma or ITI',
      disabilityStatus: 'No',
      course: 'business',
    },
  },
];

/** The demo decisions are the demo admissions member's. */
const admissionsMember = DEMO_STAFF.find((member) => member.role === 'admissions');
const DEMO_DECIDER = { email: admissionsMember?.email ?? '', name: admissionsMember?.name ?? 'Demo Admissions' };

export async function seedAdmissions({ ifEmpty = false, now = new Date() } = {}): Promise<string[]> {
  const empty = (await admissionsStore().list()).blobs.length === 0;
  // A store written before the dashboard's index (or its current layout) existed gets it now (as
  // `npm run reindex:admissions`).
  if (!empty && (!(await hasCounters()) || !(await hasCurrentIndexFormat()))) await reindexAdmissions();
  if (ifEmpty && !empty) return [];
  const numbers: string[] = [];
  for (const { daysAgo, status, input } of demo) {
    const submitted = new Date(now.getTime() - daysAgo * DAY);
    const result = await createAdmission(admissionInputSchema.parse(input), submitted);
    // A second seed within 24 hours finds the same people: keep their applications rather than duplicate them.
    if (result.kind === 'duplicate') continue;
    const reg = result.record.registrationNumber;
    if (status !== 'pending')
      await setAdmissionStatus(reg, status, DEMO_DECIDER, new Date(submitted.getTime() + DAY / 4));
    numbers.push(reg);
  }
  // Everything in a store that started empty was indexed in the current layout.
  if (empty) await markIndexFormat();
  return numbers;
}
