import { admissionSummarySchema } from '../domain/admin-summary';
import { COURSE_IDS } from '../domain/admission';
import {
  admissionInputSchema,
  admissionRecordSchema,
  appliedBatchSchema,
  statusUpdateSchema,
} from '../domain/admission-schemas';
import { INTAKES } from '../domain/admissions-deadline';
import { z } from '../domain/zod';
import { apiErrorSchema, fileContract, jsonContract } from './contract';

/** Admission applications: the public form's submission, the admin dashboard's calls, and the PDF files. */

export const admissionCreatedSchema = z.object({
  success: z.literal(true),
  registrationNumber: z.string(),
  submittedAt: z.string(),
  /** 'current' while the announced batch takes applications, else 'next': the next, undated batch. */
  intake: z.enum(INTAKES),
  /** The announced batch the application is for; absent while the next batch's dates are not set. */
  batch: z.optional(appliedBatchSchema),
});

/** 400 adds every field's message in the form's own words; 409 adds the number of the earlier application. */
export const admissionRejectedSchema = z.extend(apiErrorSchema, {
  // Field name to message. A catch-all object rather than a record: the same check, without bundling zod's record
  // parser for this one field.
  fields: z.optional(z.catchall(z.object({}), z.string())),
  registrationNumber: z.optional(z.string()),
});

export const submitAdmission = jsonContract({
  method: 'POST',
  path: '/api/admissions',
  request: admissionInputSchema,
  response: admissionCreatedSchema,
  error: admissionRejectedSchema,
});

/**
 * One page of applications, newest first; `nextCursor` (null on the last page) is passed back as `cursor`. The
 * summary cards come with a view's first page only (null on later pages and searches, which keep the cards shown).
 */
export const admissionPageSchema = z.object({
  success: z.literal(true),
  applications: z.array(admissionRecordSchema),
  nextCursor: z.nullable(z.string()),
  summary: z.nullable(admissionSummarySchema),
  /** Stored records of this page or search left out because they do not match their schema (the server logs them). */
  skipped: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/**
 * Query `status`, `course`, `from` and `to` (India dates of submission, each inclusive and optional), `cursor`,
 * `limit` (1 to 100, default 50), or `search` (a registration number, mobile number or e-mail; it ignores the
 * filters). Without a query it answers the newest 50 of every application and the cursor of the next
 * page: at scale "all" is followed page by page, or exported as CSV. Each call reads a bounded number of blobs
 * whatever the number of applications, so it stays far inside 10 s and 6 MB (measured at 50,000 in docs/SCALE.md).
 */
export const listAdmissions = jsonContract({
  method: 'GET',
  path: '/api/admissions/all',
  request: null,
  response: admissionPageSchema,
});

const count = z.number().check(z.int(), z.nonnegative());

/**
 * The back office's charts (admissions, owner): applications per India day of the last 56 days, oldest first, by
 * status, and every application by course. Read from the index and the counts, never the records.
 */
export const admissionStats = jsonContract({
  method: 'GET',
  path: '/api/admissions/stats',
  request: null,
  response: z.object({
    success: z.literal(true),
    days: z.array(
      z.object({
        date: z.iso.date(),
        byStatus: z.object({ pending: count, approved: count, rejected: count }),
      }),
    ),
    byCourse: z.array(z.object({ course: z.enum(COURSE_IDS), count })),
  }),
});
export type AdmissionStatsAnswer = z.output<typeof admissionStats.response>;

/**
 * Query `status`, `course`, `from`, `to`, `cursor`: up to 2,000 applications as streamed CSV, newest first, the
 * header row on the first page only; the next page's cursor in X-Next-Cursor (absent on the last page), the
 * filter's size in X-Total-Count (absent when dates are given: the counters count whole views).
 */
export const exportAdmissions = fileContract({
  method: 'GET',
  path: '/api/admissions/export',
  request: null,
  contentType: 'text/csv',
});

export const updateAdmissionStatus = jsonContract({
  method: 'PATCH',
  path: '/api/admissions/:registrationNumber',
  request: statusUpdateSchema,
  response: z.object({ success: z.literal(true), application: admissionRecordSchema }),
});

export const admissionSlip = fileContract({
  method: 'GET',
  path: '/api/admissions/slip/:registrationNumber',
  request: null,
  contentType: 'application/pdf',
});

export const admissionCertificate = fileContract({
  method: 'GET',
  path: '/api/admissions/certificate/:registrationNumber',
  request: null,
  contentType: 'application/pdf',
});
