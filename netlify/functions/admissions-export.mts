import type { Config } from '@netlify/functions';
import { EXPORT_PAGE_SIZE, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../src/domain/admission-listing';
import { exportQuerySchema } from '../../src/domain/admission-queries';
import { APPLICATION_READERS } from '../../src/domain/staff';
import { hasDates, submittedWindow } from '../../src/domain/submitted-dates';
import { exportCsvStream, exportTotal } from '../lib/admissions/csv-stream';
import { exportPage } from '../lib/admissions/listing';
import { auditDownload } from '../lib/downloads/download-audit';
import { handler } from '../lib/http/handler';
import { readQuery } from '../lib/http/query';
import { withSecurityHeaders } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/**
 * GET /api/admissions/export?status=&course=&from=&to=&cursor= (admissions, owner): up to EXPORT_PAGE_SIZE applications as CSV,
 * newest first, the header row on the first page only. The records are read while the body streams, so the
 * response starts at once and each page stays far inside Netlify's limits (about 300 KB, a few seconds); the
 * dashboard follows X-Next-Cursor page by page, shows the progress against X-Total-Count and saves one file.
 * Chosen over one 20 MB stream of all 50,000 (over a minute of reads, past the 10 s a request may take) and over a
 * background export (a second store and polling for what paging already gives).
 */
export default handler({ methods: ['GET'] }, async (call) => {
  const { member } = await requireStaff(call, APPLICATION_READERS);
  const { status, course, cursor, from, to } = readQuery(call.url, exportQuerySchema);
  const dates = { from, to };
  // The page's entries, its audit entry and the total are independent: made together, they cost one network wait
  // for the longest instead of one after the other. Every page is logged (each is a request that takes personal
  // data) before the response, so before its body is read.
  const [page, , total] = await Promise.all([
    exportPage({ status, course }, cursor, EXPORT_PAGE_SIZE, submittedWindow(dates)),
    auditDownload(member.email, 'applications-exported', 'applications', {
      status,
      course,
      from: from ?? null,
      to: to ?? null,
      cursor: cursor ?? null,
    }),
    // The counters count whole views, not dates: a dated export shows its progress without a total.
    hasDates(dates) ? null : exportTotal(status, course),
  ]);
  const body = exportCsvStream(page.records, !cursor);
  const headers: Record<string, string> = { 'Content-Type': 'text/csv; charset=utf-8' };
  if (total !== null) headers[TOTAL_COUNT_HEADER] = String(total);
  if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
  return withSecurityHeaders(new Response(body, { headers }));
});

export const config: Config = {
  path: '/api/admissions/export',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
