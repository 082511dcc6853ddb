import { COURSE_IDS } from './admission';
import { COURSE_FILTERS, CURSOR_PATTERN, MAX_PAGE_SIZE, PAGE_SIZE, STATUS_FILTERS } from './admission-listing';
import { emailKey } from './email-key';
import { isValidMobile, normaliseMobile } from './mobile-number';
import { parseRegistrationNumber } from './registration-number';
import type { SubmittedDates } from './submitted-dates';
import { z } from './zod';

/** What the admissions listing and export calls accept (./admission-listing.ts), and how a search term is read. */

/** Whether a string is a real calendar date in the ISO form, e.g. "2026-11-28" ("2026-02-30" is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const indiaDate = (name: string) =>
  z.optional(z.string().check(z.refine(isIsoDate, `${name} must be a date such as 2026-11-28 (India time)`)));

const viewShape = {
  /** The first and last India dates of submission, each inclusive and each optional (./submitted-dates.ts). */
  from: indiaDate('from'),
  to: indiaDate('to'),
  status: z._default(z.enum(STATUS_FILTERS, { error: 'status must be all, pending, approved or rejected' }), 'all'),
  course: z._default(z.enum(COURSE_FILTERS, { error: `course must be all or one of ${COURSE_IDS.join(', ')}` }), 'all'),
  cursor: z.optional(z.string().check(z.regex(CURSOR_PATTERN, 'cursor is not one this server gave out'))),
};

/** A range whose start is after its end would list nothing, which looks like "no applications". */
const datesInOrder = z.refine<SubmittedDates>(({ from, to }) => !from || !to || from <= to, {
  message: 'from must not be after to',
  path: ['from'],
});

export const listQuerySchema = z
  .strictObject({
    ...viewShape,
    limit: z._default(
      z.coerce
        .number({ error: `limit must be a number from 1 to ${MAX_PAGE_SIZE}` })
        .check(
          z.int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`),
          z.gte(1, `limit must be at least 1`),
          z.lte(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`),
        ),
      PAGE_SIZE,
    ),
    search: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'search must not be empty'),
          z.maxLength(254, 'search must be at most 254 characters'),
        ),
    ),
  })
  .check(datesInOrder);
export type ListQuery = z.output<typeof listQuerySchema>;

export const exportQuerySchema = z.strictObject(viewShape).check(datesInOrder);
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** What a search term is: exactly one of a registration number, an Indian mobile number or an e-mail address. */
export type SearchTerm =
  | { kind: 'registration'; value: string }
  | { kind: 'mobile'; value: string }
  | { kind: 'email'; value: string };

const EMAIL = z.email();

export function parseSearchTerm(input: string): SearchTerm | null {
  const term = input.trim();
  const registration = parseRegistrationNumber(term);
  if (registration) return { kind: 'registration', value: registration };
  if (isValidMobile(term)) return { kind: 'mobile', value: normaliseMobile(term) };
  if (EMAIL.safeParse(term).success) return { kind: 'email', value: emailKey(term) };
  return null;
}
