import { csvLine } from './csv-cell';

/**
 * The ledger upload's columns as the back office lists them, and a template file to start from: the import format's
 * fields (docs/IMPORT.md), required ones first. A test holds this list to the import's own row schema, so the page
 * never lists a column the upload would refuse. The cycle and processing time need one of their two columns each.
 */
export const LEDGER_COLUMNS = [
  { name: 'investorCode', need: 'optional' },
  { name: 'fullName', need: 'required' },
  { name: 'accountHolders', need: 'required' },
  { name: 'accountType', need: 'required' },
  { name: 'accountHolderType', need: 'required' },
  { name: 'accountVerificationStatus', need: 'required' },
  { name: 'totalAmountInvested', need: 'required' },
  { name: 'investmentAmount', need: 'optional' },
  { name: 'basicAmount', need: 'required' },
  { name: 'totalAmountReleased', need: 'required' },
  { name: 'currentLoss', need: 'required' },
  { name: 'upcomingPaymentDate', need: 'required' },
  { name: 'upcomingPaymentAmount', need: 'required' },
  { name: 'paymentCycle', need: 'oneOfCycle' },
  { name: 'paymentReleaseDate', need: 'oneOfCycle' },
  { name: 'processingHours', need: 'oneOfProcessing' },
  { name: 'paymentProcessingTime', need: 'oneOfProcessing' },
  { name: 'processingAfterVerification', need: 'optional' },
  { name: 'nextStatementDate', need: 'optional' },
  { name: 'notificationMessage', need: 'optional' },
  { name: 'notificationMessageHi', need: 'optional' },
  { name: 'transactions', need: 'optional' },
] as const;

export type LedgerColumn = (typeof LEDGER_COLUMNS)[number]['name'];
export type ColumnNeed = (typeof LEDGER_COLUMNS)[number]['need'];

/** One example investor, with one credit in the transactions column (a JSON array in one quoted cell). */
const EXAMPLE: Record<LedgerColumn, string> = {
  investorCode: '',
  fullName: 'Kabir Rao',
  accountHolders: 'Kabir Rao',
  accountType: 'Basic',
  accountHolderType: 'Single',
  accountVerificationStatus: 'processing',
  totalAmountInvested: '5000',
  investmentAmount: '',
  basicAmount: '5000',
  totalAmountReleased: '0',
  currentLoss: '0',
  upcomingPaymentDate: '2027-01-13',
  upcomingPaymentAmount: '300',
  paymentCycle: 'quarterly-13',
  paymentReleaseDate: '',
  processingHours: '48',
  paymentProcessingTime: '',
  processingAfterVerification: '',
  nextStatementDate: '',
  notificationMessage: '',
  notificationMessageHi: '',
  transactions: JSON.stringify([
    {
      transactionId: 'TXN-20261013-0001',
      transactionDate: '2026-10-13',
      transactionTime: '12:00',
      description: 'Quarterly profit share',
      transactionType: 'Credit',
      amount: 312,
    },
  ]),
};

/** The template CSV: the header of every column and the example row. */
export function ledgerTemplateCsv(): string {
  return csvLine(LEDGER_COLUMNS.map((column) => column.name)) + csvLine(LEDGER_COLUMNS.map((c) => EXAMPLE[c.name]));
}
