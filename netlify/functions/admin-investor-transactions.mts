import type { Config } from '@netlify/functions';
import { recordTransaction } from '../../src/api/admin-investors';
import { INDIA_UTC_OFFSET_MS } from '../../src/domain/india-time';
import type { Transaction } from '../../src/domain/investor';
import { reversalRefusal, reversingEntry, withEntry } from '../../src/domain/ledger';
import { randomCode } from '../../src/domain/random-code';
import { appendAudit } from '../lib/audit';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import {
  adminView,
  answeringStale,
  changeVersioned,
  codeParameter,
  INVESTOR_STAFF,
  investorAuditRecord,
  ledgerRefusal,
} from '../lib/investors/accounts';
import { enqueueInvestorNotice } from '../lib/mail/investor-notice';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/:code/transactions';

/** TXN-<date>-<6 random characters>: unique within the investor (a clash is refused and the officer saves again). */
const transactionId = (date: string) => `TXN-${date.replaceAll('-', '')}-${randomCode(6)}`;

/** Now in India as the date and time of an entry. */
function indiaNow(): { transactionDate: string; transactionTime: string } {
  const iso = new Date(Date.now() + INDIA_UTC_OFFSET_MS).toISOString();
  return { transactionDate: iso.slice(0, 10), transactionTime: iso.slice(11, 19) };
}

/**
 * POST /api/admin/investors/:code/transactions (investor-relations, owner): a credit or debit (201 with its ID), or
 * a reversing entry `{ reverses }` dated now; the totals move with it (src/domain/ledger.ts). The investor's portal
 * lists it at once, and an investor with an e-mail on the record is mailed a pointer to the portal.
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const code = codeParameter(call.context.params?.code);
  const { version, ...request } = await readJson(call.req, recordTransaction.request);
  return answeringStale(call.locale, async () => {
    let entry: Transaction | undefined;
    const { after } = await changeVersioned(code, version, (record) => {
      if ('reverses' in request) {
        const refusal = reversalRefusal(record.transactions, request.reverses);
        const original = record.transactions.find((t) => t.transactionId === request.reverses);
        if (refusal || !original) throw ledgerRefusal(refusal ?? 'unknown-transaction');
        const when = indiaNow();
        entry = reversingEntry(original, {
          transactionId: transactionId(when.transactionDate),
          ...when,
          ...(request.description ? { description: request.description } : {}),
          ...(request.descriptionHi ? { descriptionHi: request.descriptionHi } : {}),
        });
      } else {
        const { description, descriptionHi, ...fields } = request;
        entry = {
          transactionId: transactionId(fields.transactionDate),
          ...fields,
          ...(description ? { description } : {}),
          ...(descriptionHi ? { descriptionHi } : {}),
        };
      }
      const ledger = withEntry(record, entry);
      if (typeof ledger === 'string') throw ledgerRefusal(ledger);
      return { ...record, ...ledger };
    });
    if (!entry) throw new Error('No entry was recorded');
    await appendAudit({
      actor: member.email,
      action: entry.reverses ? 'investor-reversal' : 'investor-transaction',
      record: investorAuditRecord(code),
      after: entry,
    });
    await enqueueInvestorNotice({
      email: after.record.email,
      origin: siteOrigin(call),
      locale: after.record.preferredLanguage ?? 'en',
    });
    return json(
      {
        success: true,
        transactionId: entry.transactionId,
        investor: adminView(code, after.record),
        version: after.version,
      },
      { status: 201 },
    );
  });
});

export const config: Config = {
  path: '/api/admin/investors/:code/transactions',
  method: 'POST',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
