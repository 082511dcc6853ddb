import { postalAddress, site } from '../../src/content/site';
import type { Transaction } from '../../src/domain/investor';
import { formatInvestorCode } from '../../src/domain/investor-code';
import { formatRupees } from '../../src/domain/money';
import type { InvestorRecord } from './investors';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timestampFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

const RULE = '='.repeat(96);
const THIN_RULE = '-'.repeat(96);

const row = (cells: readonly string[], widths: readonly number[]) =>
  cells
    .map((cell, i) => {
      const width = widths[i];
      return width === undefined ? cell : cell.padEnd(width);
    })
    .join('  ')
    .trimEnd();

function total(transactions: readonly Transaction[], type: Transaction['transactionType']) {
  const matching = transactions.filter((t) => t.transactionType === type);
  return { count: matching.length, sum: matching.reduce((acc, t) => acc + t.amount, 0) };
}

/** The statement file name: statement_ATVN-DEMO-0001.txt. */
export function statementFileName(code: string): string {
  return `statement_${formatInvestorCode(code) ?? code}.txt`;
}

/** A plain-text account statement: company, investor, period, every transaction, totals and a footer. */
export function renderStatement(record: InvestorRecord, now = new Date()): string {
  const { account } = record;
  const transactions = [...record.transactions].sort((a, b) =>
    `${a.transactionDate}T${a.transactionTime}`.localeCompare(`${b.transactionDate}T${b.transactionTime}`),
  );
  const first = transactions[0];
  const last = transactions.at(-1);
  const period =
    first && last
      ? `${formatDate(first.transactionDate)} to ${formatDate(last.transactionDate)}`
      : 'No transactions yet';
  const credits = total(transactions, 'Credit');
  const debits = total(transactions, 'Debit');
  const widths = [12, 8, 20, 6, 12];

  const lines = [
    site.legalName,
    postalAddress,
    `${site.investorEmail} · ${site.phone}`,
    RULE,
    'INVESTOR ACCOUNT STATEMENT',
    RULE,
    `Investor code:        ${account.uniqueInvestorCode}`,
    `Investor:             ${record.fullName}`,
    `Account holders:      ${account.accountHolders}`,
    `Account type:         ${account.accountType} (${account.accountHolderType} holder${account.accountHolderType === 'Joint' ? 's' : ''})`,
    `Verification status:  ${account.accountVerificationStatus === 'verified' ? 'Verified' : 'Processing'}`,
    `Total invested:       ${formatRupees(account.totalAmountInvested)}`,
    `Statement period:     ${period}`,
    `Generated:            ${timestampFormat.format(now)} IST`,
    '',
    'TRANSACTIONS',
    THIN_RULE,
    row(['Date', 'Time', 'Transaction ID', 'Type', 'Amount', 'Description'], widths),
    THIN_RULE,
    ...(transactions.length === 0
      ? ['No transactions in this period.']
      : transactions.map((t) =>
          row(
            [
              formatDate(t.transactionDate),
              t.transactionTime,
              t.transactionId,
              t.transactionType,
              `${t.transactionType === 'Credit' ? '+' : '-'}${formatRupees(t.amount)}`,
              t.description ?? '',
            ],
            widths,
          ),
        )),
    THIN_RULE,
    `${`Total credits (${credits.count}):`.padEnd(22)}${formatRupees(credits.sum)}`,
    `${`Total debits (${debits.count}):`.padEnd(22)}${formatRupees(debits.sum)}`,
    `${'Net:'.padEnd(22)}${formatRupees(credits.sum - debits.sum)}`,
    RULE,
    `This statement is computer generated and needs no signature. Please report any discrepancy within 7 days to ${site.investorEmail}.`,
    '',
  ];
  return lines.join('\n');
}
