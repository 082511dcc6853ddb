import type { AdmissionInput } from '../../src/domain/admission-schemas';

let serial = 0;

/** A valid adult application with an e-mail and mobile number no other call of this process has used. */
export function application(over: Partial<AdmissionInput> = {}): AdmissionInput {
  serial += 1;
  return {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: `applicant${serial}@example.in`,
    mobileNumber: `9${String(100_000_000 + serial).padStart(9, '0')}`,
    age: 21,
    gender: 'Female',
    qualification: 'Class 12',
    disabilityStatus: 'No',
    course: 'voice-acting',
    ...over,
  };
}
