import type { changeInvestor } from '../../../src/api/admin-investors';
import type { z } from '../../../src/domain/zod';
import { appendAudit } from '../audit';
import { enqueueInvestorNotice } from '../mail/investor-notice';
import { together } from '../storage/in-parallel';
import { changeVersioned, investorAuditRecord, type VersionedInvestor } from './accounts';
import type { InvestorRecord } from './records';
import { indexInvestor, readShardOf } from './search-index';

/** What an officer may change: the next payment, the status, the notifications, the e-mail and the language. */
export type InvestorChange = Omit<z.output<typeof changeInvestor.request>, 'version'>;

export interface ChangeInvestorInput {
  /** The officer's e-mail, for the audit log. */
  actor: string;
  code: string;
  /** The version of the investor the officer saw (a stale one is refused by changeVersioned). */
  version: string | undefined;
  change: InvestorChange;
  /** The site's address, for the investor's notice. */
  origin: string;
}

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

/** The record with the change applied: only the fields sent change; an empty notification or e-mail removes it. */
function changed(record: InvestorRecord, change: InvestorChange): InvestorRecord {
  const { notificationMessage, notificationMessageHi, email, preferredLanguage, ...given } = change;
  const account = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
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
}

/**
 * Changes an investor's account on the version the officer saw (one conditional write), then, together, the search
 * index (its shard read alongside the record) and the audit entry (the changed fields before and after), and, when
 * the notification is new, the investor's notice.
 */
export async function changeInvestorAccount(input: ChangeInvestorInput): Promise<VersionedInvestor> {
  const shard = readShardOf(input.code);
  // A failed read counts only once the change is stored (the line's write then throws it).
  shard.catch(() => undefined);
  const { before, after } = await changeVersioned(input.code, input.version, (record) => changed(record, input.change));
  await together(
    indexInvestor(input.code, after.record, { from: shard }),
    appendAudit({
      actor: input.actor,
      action: 'investor-changed',
      record: investorAuditRecord(input.code),
      before: changedFields(before),
      after: changedFields(after.record),
    }),
  );
  const notice = after.record.account;
  const newNotice =
    notice.notificationMessage !== before.account.notificationMessage ||
    notice.notificationMessageHi !== before.account.notificationMessageHi;
  if (newNotice && (notice.notificationMessage || notice.notificationMessageHi)) {
    await enqueueInvestorNotice({
      email: after.record.email,
      origin: input.origin,
      locale: after.record.preferredLanguage ?? 'en',
    });
  }
  return after;
}
