import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvHeader, csvRow } from '../../netlify/lib/admissions/csv';
import { parseCsv } from '../../netlify/lib/import/csv';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
import { auditCsv } from '../../src/domain/audit-csv';
import { type CsvValue, csvCell, csvLine } from '../../src/domain/csv-cell';

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const SEPARATORS = [',', ';'] as const;

/** Text that often holds the dangerous characters: separators, quotes, line breaks and formula starts. */
const risky = fc.string({
  unit: fc.oneof(
    fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ';', "'", ' ', 'a', '1'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
  ),
  maxLength: 30,
});
const cells = fc.array(fc.oneof(risky, fc.string(), fc.integer(), fc.constant(undefined)), {
  minLength: 1,
  maxLength: 8,
});

/** What a reader gets back from a written cell: the text, with the apostrophe before a formula start. */
const expected = (value: CsvValue) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? String(value)
      : FORMULA_START.test(value)
        ? `'${value}`
        : value;

describe('csv-cell: every cell quoted and no cell a formula', () => {
  it('round-trips any row through an RFC 4180 parser, with the comma and with the semicolon', () => {
    for (const separator of SEPARATORS) {
      fc.assert(
        fc.property(cells, (row) => {
          const [parsed, ...rest] = parseCsv(csvLine(row, separator), separator);
          expect(rest).toEqual([]);
          expect(parsed?.cells).toEqual(row.map(expected));
        }),
      );
    }
  });

  it('never lets a text cell start a formula, and leaves no semicolon outside a cell', () => {
    fc.assert(
      fc.property(cells, (row) => {
        const line = csvLine(row);
        const [parsed] = parseCsv(line);
        for (const [index, cell] of (parsed?.cells ?? []).entries())
          if (typeof row[index] !== 'number') expect(cell).not.toMatch(FORMULA_START);
        // A spreadsheet that splits on the semicolon finds none outside the quotes, so no cell is split.
        expect(outsideQuotes(line)).toBe(`${','.repeat(row.length - 1)}\r\n`);
      }),
    );
  });

  it('quotes every cell, doubles inner quotes and defuses the formula starts', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('Dyslexia;=1+1')).toBe('"Dyslexia;=1+1"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell(undefined)).toBe('""');
    // A number is never a formula: -3 stays the number -3.
    expect(csvCell(-3)).toBe('"-3"');
  });
});

describe('every CSV export writes its cells through csv-cell', () => {
  const application = {
    registrationNumber: 'AVI-2026-AAAAAA',
    firstName: '=cmd|"/c calc"!A1',
    lastName: 'Sharma; Jr.',
    email: 'priya@example.in',
    mobileNumber: '9876543210',
    age: 21,
    gender: 'Female',
    qualification: 'Class 12',
    disabilityStatus: 'Yes',
    disabilityType: 'Dyslexia;=1+1',
    course: 'voice-acting-free',
    guardianName: '@SUM(1)',
    submittedAt: '2026-06-19T12:00:00.000Z',
    status: 'pending',
  } as unknown as AdmissionRecord;

  it('the applications export: a semicolon spreadsheet keeps "Dyslexia;=1+1" in one cell, formulas defused', () => {
    const text = csvHeader() + csvRow(application);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.cells).toHaveLength(rows[0]?.cells.length ?? 0);
    expect(rows[1]?.cells).toContain('Dyslexia;=1+1');
    expect(rows[1]?.cells).toContain('Sharma; Jr.');
    expect(rows[1]?.cells).toContain('\'=cmd|"/c calc"!A1');
    expect(rows[1]?.cells).toContain("'@SUM(1)");
    expect(outsideQuotes(text)).not.toContain(';');
  });

  it('the audit export: every cell quoted, the address and browser included, formulas defused', () => {
    const text = auditCsv([
      {
        at: '2026-12-07T10:00:00.000Z',
        actor: '-owner@example.org',
        action: 'slip-downloaded',
        record: 'application/AVI-2026-AAAAAA',
        ip: '203.0.113.9',
        userAgent: '+Mozilla;=1+1',
        before: null,
        after: { note: 'a,"b"' },
      },
    ]);
    const rows = parseCsv(text);
    expect(rows.map((row) => row.cells)).toEqual([
      ['at', 'actor', 'action', 'record', 'ip', 'userAgent', 'before', 'after'],
      [
        '2026-12-07T15:30:00+05:30',
        "'-owner@example.org",
        'slip-downloaded',
        'application/AVI-2026-AAAAAA',
        '203.0.113.9',
        "'+Mozilla;=1+1",
        '',
        '{"note":"a,\\"b\\""}',
      ],
    ]);
    expect(outsideQuotes(text)).not.toContain(';');
  });
});

/** The characters of a CSV text that are outside quoted cells (separators and line ends only, when all is quoted). */
function outsideQuotes(text: string): string {
  let quoted = false;
  let outside = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted) outside += char;
  }
  return outside;
}
