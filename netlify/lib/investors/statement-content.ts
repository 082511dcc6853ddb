import { postalAddress, site } from '../../../src/content/site';
import type { Transaction } from '../../../src/domain/investor';
import type { Locale } from '../../../src/domain/locale';
import { formatRupees } from '../../../src/domain/money';
import { formatDate, formatDateTime } from '../../../src/i18n/format';
import english from '../../../src/i18n/messages/en/statement';
import hindi from '../../../src/i18n/messages/hi/statement';
import { staffText } from '../../../src/i18n/payment-terms';
import type { InvestorRecord } from './records';

/**
 * What an investor statement says, in one language, before it is laid out: the text file (./statement.ts) and the
 * PDF (../pdf/statement-pdf.ts) both render this, so the two never disagree on a total or the order of entries.
 */

/** The statement's words per language (namespace `statement` of src/i18n/messages). */
const STATEMENT_WORDS = { en: english, hi: hindi };
export type StatementWords = typeof english;

/** One transaction as both renderings show it: the cells of `words.columns`, in that order. */
export interface StatementEntry {
  date: string;
  time: string;
  id: string;
  type: string;
  credit: boolean;
  /** Signed: "+₹1,23,456" for a credit, "-₹120" for a debit. */
  amount: string;
  description: string;
}

export interface StatementContent {
  words: StatementWords;
  /** The company lines heading the statement: name, postal address, investor desk's e-mail and phone. */
  company: { name: string; address: string; contact: string };
  /** Label and value: code, investor, holders, account type and plan, verification, invested, period, generated. */
  details: [string, string][];
  /** Oldest first. */
  entries: StatementEntry[];
  /** Label and value: credits, debits, net. */
  totals: [string, string][];
  footer: string;
}

function total(transactions: readonly Transaction[], type: Transaction['transactionType']) {
  const matching = transactions.filter((t) => t.transactionType === type);
  return { count: matching.length, sum: matching.reduce((acc, t) => acc + t.amount, 0) };
}

/** The statement of `record` in `locale`, as of `now`. */
export function statementContent(record: InvestorRecord, now: Date, locale: Locale): StatementContent {
  const words = STATEMENT_WORDS[locale];
  const day = (isoDate: string) => formatDate(isoDate, locale);
  const { account } = record;
  const transactions = [...record.transactions].sort((a, b) =>
    `${a.transactionDate}T${a.transactionTime}`.localeCompare(`${b.transactionDate}T${b.transactionTime}`),
  );
  const first = transactions[0];
  const last = transactions.at(-1);
  const period =
    first && last ? words.periodRange(day(first.transactionDate), day(last.transactionDate)) : words.noTransactionsYet;
  const credits = total(transactions, 'Credit');
  const debits = total(transactions, 'Debit');
  const joint = account.accountHolderType === 'Joint';

  return {
    words,
    company: { name: site.legalName, address: postalAddress, contact: `${site.investorEmail} · ${site.phone}` },
    details: [
      [words.investorCode, account.uniqueInvestorCode],
      [words.investor, record.fullName],
      [words.accountHolders, String(account.accountHolders)],
      [words.accountType, words.holderKind(account.accountType, account.accountHolderType, joint)],
      [words.verification, account.accountVerificationStatus === 'verified' ? words.verified : words.processing],
      [words.totalInvested, formatRupees(account.totalAmountInvested)],
      [words.period, period],
      [words.generated, formatDateTime(now, locale)],
    ],
    entries: transactions.map((t) => ({
      date: day(t.transactionDate),
      time: t.transactionTime,
      id: t.transactionId,
      type: words.types[t.transactionType],
      credit: t.transactionType === 'Credit',
      amount: `${t.transactionType === 'Credit' ? '+' : '-'}${formatRupees(t.amount)}`,
      description: staffText(t.description, t.descriptionHi, locale) ?? '',
    })),
    totals: [
      [words.totalCredits(credits.count), formatRupees(credits.sum)],
      [words.totalDebits(debits.count), formatRupees(debits.sum)],
      [words.net, formatRupees(credits.sum - debits.sum)],
    ],
    footer: words.footer(site.investorEmail),
  };
}
