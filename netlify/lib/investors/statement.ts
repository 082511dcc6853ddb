import { postalAddress, site } from '../../../src/content/site';
import type { Transaction } from '../../../src/domain/investor';
import { displayInvestorCode } from '../../../src/domain/investor-code';
import type { Locale } from '../../../src/domain/locale';
import { formatRupees } from '../../../src/domain/money';
import english from '../../../src/i18n/messages/en/statement';
import hindi from '../../../src/i18n/messages/hi/statement';
import { staffText } from '../../../src/i18n/payment-terms';
import type { InvestorRecord } from './records';

/** The statement's words per language (namespace `statement` of src/i18n/messages). */
const STATEMENT_WORDS = { en: english, hi: hindi };

/** Dates and times per language: "02 Jul 2026" / "02 जुल॰ 2026", Latin digits in both. */
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }),
};
const timestampFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }),
};

const segments = new Intl.Segmenter('hi', { granularity: 'grapheme' });
/** Pads to a width in letters as a reader sees them (a Devanagari letter with its marks counts once). */
const padEnd = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - [...segments.segment(text)].length));

const RULE = '='.repeat(96);
const THIN_RULE = '-'.repeat(96);

const row = (cells: readonly string[], widths: readonly number[]) =>
  cells
    .map((cell, i) => {
      const width = widths[i];
      return width === undefined ? cell : padEnd(cell, width);
    })
    .join('  ')
    .trimEnd();

function total(transactions: readonly Transaction[], type: Transaction['transactionType']) {
  const matching = transactions.filter((t) => t.transactionType === type);
  return { count: matching.length, sum: matching.reduce((acc, t) => acc + t.amount, 0) };
}

/** The statement file name: statement_ATVN-DEMO-0001.txt. */
export function statementFileName(code: string): string {
  return `statement_${displayInvestorCode(code)}.txt`;
}

/** A plain-text account statement in the page's language: company, investor, period, every transaction, totals. */
export function renderStatement(record: InvestorRecord, now = new Date(), locale: Locale = 'en'): string {
  const words = STATEMENT_WORDS[locale];
  const formatDate = (isoDate: string) => dateFormats[locale].format(new Date(`${isoDate}T00:00:00Z`));
  const field = (label: string, value: string) => `${padEnd(label, 22)}${value}`;
  const { account } = record;
  const transactions = [...record.transactions].sort((a, b) =>
    `${a.transactionDate}T${a.transactionTime}`.localeCompare(`${b.transactionDate}T${b.transactionTime}`),
  );
  const first = transactions[0];
  const last = transactions.at(-1);
  const period =
    first && last
      ? words.periodRange(formatDate(first.transactionDate), formatDate(last.transactionDate))
      : words.noTransactionsYet;
  const credits = total(transactions, 'Credit');
  const debits = total(transactions, 'Debit');
  const widths = [12, 8, 20, 6, 12];
  const joint = account.accountHolderType === 'Joint';

  const lines = [
    site.legalName,
    postalAddress,
    `${site.investorEmail} · ${site.phone}`,
    RULE,
    words.title,
    RULE,
    field(words.investorCode, account.uniqueInvestorCode),
    field(words.investor, record.fullName),
    field(words.accountHolders, String(account.accountHolders)),
    field(words.accountType, words.holderKind(account.accountType, account.accountHolderType, joint)),
    field(words.verification, account.accountVerificationStatus === 'verified' ? words.verified : words.processing),
    field(words.totalInvested, formatRupees(account.totalAmountInvested)),
    field(words.period, period),
    field(words.generated, `${timestampFormats[locale].format(now)} IST`),
    '',
    words.transactions,
    THIN_RULE,
    row(words.columns, widths),
    THIN_RULE,
    ...(transactions.length === 0
      ? [words.noTransactions]
      : transactions.map((t) =>
          row(
            [
              formatDate(t.transactionDate),
              t.transactionTime,
              t.transactionId,
              words.types[t.transactionType],
              `${t.transactionType === 'Credit' ? '+' : '-'}${formatRupees(t.amount)}`,
              staffText(t.description, t.descriptionHi, locale) ?? '',
            ],
            widths,
          ),
        )),
    THIN_RULE,
    field(words.totalCredits(credits.count), formatRupees(credits.sum)),
    field(words.totalDebits(debits.count), formatRupees(debits.sum)),
    field(words.net, formatRupees(credits.sum - debits.sum)),
    RULE,
    words.footer(site.investorEmail),
    '',
  ];
  return lines.join('\n');
}
