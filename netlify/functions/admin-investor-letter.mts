import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { LOCALES } from '../../src/domain/locale';
import { auditDownload } from '../lib/downloads/download-audit';
import { handler } from '../lib/http/handler';
import { readQuery } from '../lib/http/query';
import { siteOrigin } from '../lib/http/site-origin';
import { codeParameter, INVESTOR_STAFF, investorAuditRecord, readVersioned } from '../lib/investors/accounts';
import { renderWelcomeLetter } from '../lib/pdf/welcome-letter';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/:code/letter';

const querySchema = z.strictObject({ lang: z.enum(LOCALES).optional() });

/**
 * GET /api/admin/investors/:code/letter?lang= (investor-relations, owner): the welcome letter to print, in `lang`
 * (the investor's language may not be the officer's), else in the page's language.
 */
export default handler({ methods: ['GET'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const code = codeParameter(call.context.params?.code);
  const locale = readQuery(call.url, querySchema).lang ?? call.locale;
  const { record } = await readVersioned(code);
  const pdf = await renderWelcomeLetter(record, siteOrigin(call), locale);
  await auditDownload(member.email, 'letter-downloaded', investorAuditRecord(code), { locale });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="welcome-letter-${locale}.pdf"`,
    },
  });
});

export const config: Config = {
  // A literal: Netlify reads this config statically.
  path: '/api/admin/investors/:code/letter',
  method: 'GET',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
