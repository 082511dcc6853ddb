import type { Config } from '@netlify/functions';
import { changeInvestor } from '../../src/api/admin-investors';
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
} from '../lib/investors/accounts';
import type { InvestorRecord } from '../lib/investors/records';
import { indexInvestor } from '../lib/investors/search-index';
import { enqueueInvestorNotice } from '../lib/mail/investor-notice';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/:code/change';

/** The fields a change may touch, as the audit log records them before and after. */
const changedFields = (record: InvestorRecord) => ({
  upcomingPaymentDate: record.account.upcomingPaymentDate,
  upcomingPaymentAmount: record.account.upcomingPaymentAmount,
  accountVerificationStatus: record.account.accountVerificationStatus,
  notificationMessage: record.account.notificationMessage ?? null,
  notificationMessageHi: record.account.notificationMessageHi ?? null,
  email: record.email ?? null,
  preferredLanguage: record.preferredLanguage ?? null,
});

/**
 * POST /api/admin/investors/:code/change (investor-relations, owner): the next payment (date, amount), the
 * verification status, the notification in English and in Hindi (each removed by an empty text), the e-mail (empty removes it) and the language, on the
 * version the officer saw (409 with the current investor otherwise). A new notification is mailed to an investor
 * with an e-mail on the record.
 */
export default handler({ methods: ['POST'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, INVESTOR_STAFF);
  const code = codeParameter(call.context.params?.code);
  const { version, notificationMessage, notificationMessageHi, email, preferredLanguage, ...given } = await readJson(
    call.req,
    changeInvestor.request,
  );
  // Only the fields sent change.
  const account = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return answeringStale(call.locale, async () => {
    const { before, after } = await changeVersioned(code, version, (record) => {
      const { notificationMessage: _old, notificationMessageHi: _oldHi, ...kept } = record.account;
      const notification = notificationMessage ?? record.account.notificationMessage;
      const notificationHi = notificationMessageHi ?? record.account.notificationMessageHi;
      const { email: _email, ...rest } = record;
      const address = email ?? record.email;
      return {
        ...rest,
        account: {
          ...kept,
          ...account,
          ...(notification ? { notificationMessage: notification } : {}),
          ...(notificationHi ? { notificationMessageHi: notificationHi } : {}),
        },
        ...(address ? { email: address } : {}),
        ...(preferredLanguage ? { preferredLanguage } : {}),
      };
    });
    await indexInvestor(code, after.record);
    await appendAudit({
      actor: member.email,
      action: 'investor-changed',
      record: investorAuditRecord(code),
      before: changedFields(before),
      after: changedFields(after.record),
    });
    const notice = after.record.account;
    const changed =
      notice.notificationMessage !== before.account.notificationMessage ||
      notice.notificationMessageHi !== before.account.notificationMessageHi;
    if (changed && (notice.notificationMessage || notice.notificationMessageHi)) {
      await enqueueInvestorNotice({
        email: after.record.email,
        origin: siteOrigin(call),
        locale: after.record.preferredLanguage ?? 'en',
      });
    }
    return json({ success: true, investor: adminView(code, after.record), version: after.version });
  });
});

export const config: Config = {
  path: '/api/admin/investors/:code/change',
  method: 'POST',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
