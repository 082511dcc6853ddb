import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import type { admissionPageSchema } from '../../src/api/admissions';
import { listQuerySchema } from '../../src/domain/admission-queries';
import { APPLICATION_READERS } from '../../src/domain/staff';
import { submittedWindow } from '../../src/domain/submitted-dates';
import { admissionSummary, pageOfAdmissions, searchAdmissions } from '../lib/admissions/listing';
import { refuse } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { readQuery } from '../lib/http/query';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/**
 * GET /api/admissions/all (admissions, owner; 401 without a session): one page of applications, newest first, and the next
 * page's cursor; a view's first page also carries the summary cards (about 40 Blobs reads, so later pages and
 * searches, which the dashboard asks for with its cards already shown, answer null instead). At scale "all" means the first page of every application; the
 * parameters and the CSV export are described in src/domain/admission-listing.ts. Every call costs a bounded number
 * of Blobs operations, whatever the number of applications. `skipped`: records of the page or search left out
 * because they do not match their schema (logged).
 */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, APPLICATION_READERS);
  const { search, status, course, cursor, limit, from, to } = readQuery(call.url, listQuerySchema);
  const window = submittedWindow({ from, to });
  const [summary, page] = await Promise.all([
    search === undefined && cursor === undefined ? admissionSummary() : null,
    search === undefined ? pageOfAdmissions({ status, course }, cursor, limit, window) : searchPage(search),
  ]);
  const answer = { success: true, ...page, summary } satisfies z.input<typeof admissionPageSchema>;
  return json(answer);
});

async function searchPage(search: string) {
  const found = await searchAdmissions(search);
  if (!found) throw refuse(400, 'searchNotUnderstood');
  return { ...found, nextCursor: null };
}

export const config: Config = {
  path: '/api/admissions/all',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
