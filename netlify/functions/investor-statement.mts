import type { Config } from '@netlify/functions';
import { compactInvestorCode, statementFileName } from '../../src/domain/investor-code';
import { auditDownload, investorActor } from '../lib/downloads/download-audit';
import { unauthorized } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { investorAuditRecord } from '../lib/investors/accounts';
import { currentInvestor } from '../lib/investors/auth';
import { requestedStatementFormat, statementFile } from '../lib/investors/statement-file';

const ROUTE = '/api/investor/:code/statement';

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * GET /api/investor/{code}/statement[?format=pdf]: the statement as text or as PDF, only for the session of that
 * very code.
 */
export default handler({ methods: ['GET'], logPath: ROUTE }, async (call) => {
  const format = requestedStatementFormat(call.url);
  const requested = compactInvestorCode(safeDecode(call.context.params?.code ?? ''));
  const investor = await currentInvestor(call);
  if (!investor || investor.code !== requested) throw unauthorized('statementSignIn');
  const { body, contentType } = await statementFile(investor.record, format, call.locale);
  await auditDownload(investorActor(investor.code), 'statement-downloaded', investorAuditRecord(investor.code));
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${statementFileName(investor.code, format)}"`,
    },
  });
});

export const config: Config = {
  // A literal: Netlify reads this config statically and ignores a path given through a constant.
  path: '/api/investor/:code/statement',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
