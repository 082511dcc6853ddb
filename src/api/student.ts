import { ADMISSION_STATUSES, COURSE_IDS } from '../domain/admission';
import { appliedBatchSchema } from '../domain/admission-schemas';
import { INTAKES } from '../domain/admissions-deadline';
import { TIMELINE_EVENTS } from '../domain/student-timeline';
import { z } from '../domain/zod';
import { fileContract, jsonContract, logoutContract } from './contract';

/**
 * The student portal (/student-portal): sign-in with the registration number and a code mailed to the
 * application's e-mail, then the application's status, timeline and files, for the session's application only.
 */

const done = z.object({ success: z.literal(true) });

export const SIGN_IN_CODE_LENGTH = 6;

const registrationNumber = z
  .string()
  .check(z.trim(), z.minLength(1, 'registrationNumber is required'), z.maxLength(40, 'registrationNumber is too long'));

/** Mails a code when the pair belongs to an application; the same answer either way. */
export const studentCode = jsonContract({
  method: 'POST',
  path: '/api/student/code',
  request: z.strictObject({
    registrationNumber,
    email: z.string().check(z.trim(), z.minLength(1, 'email is required'), z.maxLength(254, 'email is too long')),
  }),
  response: done,
});

/** Signs in with the mailed code (spaces ignored): the session cookie, or 401 for a wrong or expired code. */
export const studentLogin = jsonContract({
  method: 'POST',
  path: '/api/student/login',
  request: z.strictObject({
    registrationNumber,
    code: z.string().check(z.maxLength(20, 'code is too long')),
  }),
  response: done,
});

export const studentApplicationSchema = z.object({
  registrationNumber: z.string(),
  name: z.string(),
  status: z.enum(ADMISSION_STATUSES),
  course: z.enum(COURSE_IDS),
  intake: z.enum(INTAKES),
  batch: z.optional(appliedBatchSchema),
  timeline: z.array(z.object({ at: z.string(), event: z.enum(TIMELINE_EVENTS) })),
});
export type StudentApplication = z.output<typeof studentApplicationSchema>;

/** The signed-in applicant's application; 401 without a session. */
export const studentApplication = jsonContract({
  method: 'GET',
  path: '/api/student/application',
  request: null,
  response: z.extend(done, { application: studentApplicationSchema }),
});

/** The session's application, to restore the portal; not signed in is an ordinary answer: 200 with the error body. */
export const studentSession = jsonContract({
  method: 'GET',
  path: '/api/student/session',
  request: null,
  response: z.extend(done, { application: studentApplicationSchema }),
});

export const studentLogout = logoutContract('/api/student/logout');

/** The session's slip (PDF, in the page's language). */
export const studentSlip = fileContract({
  method: 'GET',
  path: '/api/student/slip',
  request: null,
  contentType: 'application/pdf',
});

/** The session's certificate once approved (403 before). */
export const studentCertificate = fileContract({
  method: 'GET',
  path: '/api/student/certificate',
  request: null,
  contentType: 'application/pdf',
});
