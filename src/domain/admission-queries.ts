import { COURSE_IDS } from './admission';
import {
  COURSE_FILTERS,
  CURSOR_PATTERN,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_HINT,
  STATUS_FILTERS,
} from './admission-listing';
import { isValidMobile, normaliseMobile } from './mobile-number';
import { parseRegistrationNumber } from './registration-number';
import { z } from './zod';

/** What the admissions listing and export calls accept (./admission-listing.ts), and how a search term is read. */

const viewShape = {
  status: z._default(z.enum(STATUS_FILTERS, { error: 'status must be all, pending, approved or rejected' }), 'all'),
  course: z._default(z.enum(COURSE_FILTERS, { error: `course must be all or one of ${COURSE_IDS.join(', ')}` }), 'all'),
  cursor: z.optional(z.string().check(z.regex(CURSOR_PATTERN, 'cursor is not one this server gave out'))),
};

export const listQuerySchema = z.strictObject({
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
    z.string().check(z.trim(), z.minLength(1, SEARCH_HINT), z.maxLength(254, 'search must be at most 254 characters')),
  ),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const exportQuerySchema = z.strictObject(viewShape);
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
  if (EMAIL.safeParse(term).success) return { kind: 'email', value: term.toLowerCase() };
  return null;
}
