import { z } from '../domain/zod';
import { jsonContract } from './contract';

/** Staff's view of the outbox: mails that could not be sent (admin session only). */

const problemFields = {
  id: z.string(),
  /** What the mail is: admission-confirmation, admission-approved, admission-rejected, student-code, investor-notice. */
  kind: z.string(),
  /** What it is about (a registration number), when it has one. */
  ref: z.optional(z.string()),
  to: z.array(z.string()),
  /** When it was queued, ms since the epoch. */
  createdAt: z.number(),
  attempts: z.number(),
  /** The last SMTP or network error. */
  lastError: z.string(),
};

export const failedMailSchema = z.object({ ...problemFields, gaveUpAt: z.number() });
export const retryingMailSchema = z.object({ ...problemFields, nextAttemptAt: z.number() });
export type FailedMailView = z.output<typeof failedMailSchema>;
export type RetryingMailView = z.output<typeof retryingMailSchema>;

export const adminOutbox = jsonContract({
  method: 'GET',
  path: '/api/admin/outbox',
  request: null,
  response: z.object({
    success: z.literal(true),
    /** Given up after their lifetime (a day), newest first. */
    failed: z.array(failedMailSchema),
    /** Failed at least once and still being retried. */
    retrying: z.array(retryingMailSchema),
  }),
});
