import type { Config } from '@netlify/functions';
import {
  compactInvestorCode,
  STATEMENT_FORMATS,
  type StatementFormat,
  statementFileName,
} from '../../src/domain/investor-code';
import { auditDownload, investorActor } from '../lib/downloads/download-audit';
import { refuse, unauthorized } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { investorAuditRecord } from '../lib/investors/accounts';
import { currentInvestor } from '../lib/investors/auth';
import { renderStatement } from '../lib/investors/statement';
import { renderStatementPdf } from '../lib/pdf/statement-pdf';

const ROUTE = '/api/investor/:code/statement';

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Query `format`: `pdf`, or `txt` (the default, the file the route has always answered). */
function requestedFormat(url: URL): StatementFormat {
  const given = url.searchParams.getAll('format');
  if (given.length === 0) return 'txt';
  const format = STATEMENT_FORMATS.find((known) => given.length === 1 && given[0] === known);
  if (format) return format;
  throw refuse(400, 'statementFormat');
}

/**
 * GET /api/investor/{code}/statement[?format=pdf]: the statement as text or as PDF, only for the session of that
 * very code.
 */
export default handler({ methods: ['GET'], logPath: ROUTE }, async (call) => {
  const format = requestedFormat(call.url);
  const requested = compactInvestorCode(safeDecode(call.context.params?.code ?? ''));
  const investor = await currentInvestor(call);
  if (!investor || investor.code !== requested) throw unauthorized('statementSignIn');
  const now = new Date();
  const body =
    format === 'pdf'
      ? new Uint8Array(await renderStatementPdf(investor.record, now, call.locale))
      : renderStatement(investor.record, now, call.locale);
  await auditDownload(investorActor(investor.code), 'statement-downloaded', investorAuditRecord(investor.code));
  return new Response(body, {
    headers: {
      'Content-Type': format === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${statementFileName(investor.code, format)}"`,
    },
  });
});

export const config: Config = {
  // A literal: Netlify reads this config statically and ignores a path given through a constant.
  path: '/api/investor/:code/statement',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
