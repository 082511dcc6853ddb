import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  checkInvestorRows,
  importRowSchema,
  investorRowsFromFile,
} from '../../netlify/lib/import/investor-rows';
import { LEDGER_COLUMNS, ledgerTemplateCsv } from '../../src/domain/ledger-template';

describe('the ledger upload template', () => {
  it('lists exactly the columns the upload reads', () => {
    expect(LEDGER_COLUMNS.map((column) => column.name).sort()).toEqual([...CSV_COLUMNS].sort());
  });

  it('marks required exactly the columns the row schema requires', () => {
    const required = LEDGER_COLUMNS.filter((column) => column.need === 'required').map((column) => column.name);
    const schemaRequired = CSV_COLUMNS.filter(
      (name) => !importRowSchema.shape[name].safeParse(undefined).success,
    ).filter((name) => !['paymentReleaseDate', 'paymentProcessingTime'].includes(name));
    expect(required.sort()).toEqual(schemaRequired.sort());
  });

  it('is a file the upload accepts as it is: one investor with one transaction, no problems', () => {
    const rows = investorRowsFromFile(ledgerTemplateCsv(), 'csv');
    const { valid, problems } = checkInvestorRows(rows);
    expect(problems).toEqual([]);
    expect(valid).toHaveLength(1);
    expect(valid[0]?.row).toMatchObject({ fullName: 'Kabir Rao', paymentCycle: 'quarterly-13', processingHours: 48 });
    expect(valid[0]?.row.transactions).toHaveLength(1);
  });
});
