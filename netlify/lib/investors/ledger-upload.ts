import type { UploadCounts, UploadProblem, UploadRow } from '../../../src/api/admin-ledger-upload';
import type { Transaction } from '../../../src/domain/investor';
import { displayInvestorCode } from '../../../src/domain/investor-code';
import { withEntry } from '../../../src/domain/ledger';
import { ImportError } from '../import/import-rows';
import {
  checkInvestorRows,
  type InvestorRow,
  investorRowsFromFile,
  recordOfRow,
  rowCode,
  unusedCode,
} from '../import/investor-rows';
import { adminView } from './accounts';
import type { InvestorRecord } from './records';

/**
 * The plan of a month's ledger upload: what each row of the file does to the investors as they are now. Rows are
 * read and validated exactly as the terminal import reads them (import/investor-rows.ts); what differs is the merge
 * with what the back office recorded since the last import:
 * - A row without a code, or with a code no investor holds, adds an investor (the import's record: its totals are
 *   the opening balances).
 * - A row naming an investor replaces the account's fields and the name with the file's, but never drops an entry:
 *   transactions merge by transactionId. An entry already recorded must come back identical (else the row is bad);
 *   a new entry is appended and moves the totals as a browser-recorded one does (src/domain/ledger.ts). The
 *   file's totalAmountReleased and currentLoss must then equal the totals the entries give (else the row is bad),
 *   so an upload never moves the totals away from the entries. The e-mail and language stay as staff set them.
 */
export interface StoredInvestor {
  record: InvestorRecord;
  version: string;
}

export interface UploadPlan {
  rows: UploadRow[];
  problems: UploadProblem[];
  counts: UploadCounts;
  /** The records to write (new and changed investors), by compact code, and what each was before (null: new). */
  writes: Map<string, { before: InvestorRecord | null; after: InvestorRecord }>;
  versions: Record<string, string>;
  codes: Record<string, string>;
}

/** A file whose text starts with "[" is JSON, anything else CSV. */
const formatOf = (text: string) => (text.trimStart().startsWith('[') ? 'json' : 'csv');

const LINE = /^line (\d+): /;
const problemOf = (message: string): UploadProblem => {
  const line = LINE.exec(message)?.[1];
  return { line: line === undefined ? null : Number(line), message };
};

const sameEntry = (a: Transaction, b: Transaction) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Oldest first, so the newest ends first in the ledger (withEntry puts each new entry first). */
const byTime = (a: Transaction, b: Transaction) =>
  `${a.transactionDate}T${a.transactionTime}`.localeCompare(`${b.transactionDate}T${b.transactionTime}`);

/** The fields an officer sees, without the transactions (counted apart) and the code. */
function fieldsOf(code: string, record: InvestorRecord): Record<string, unknown> {
  const { transactions: _transactions, investorCode: _code, ...fields } = adminView(code, record);
  return fields;
}

function changesBetween(code: string, before: InvestorRecord, after: InvestorRecord): UploadRow['changes'] {
  const was = fieldsOf(code, before);
  const now = fieldsOf(code, after);
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

/** The existing investor with the row merged in, and its new entries; or the row's problems. */
function merge(
  line: number,
  row: InvestorRow,
  code: string,
  existing: InvestorRecord,
): { after: InvestorRecord; added: Transaction[] } | { problems: string[] } {
  const file = recordOfRow(row, code);
  const problems: string[] = [];
  let ledger = {
    account: {
      ...file.account,
      totalAmountReleased: existing.account.totalAmountReleased,
      currentLoss: existing.account.currentLoss,
    },
    transactions: existing.transactions,
  };
  const added: Transaction[] = [];
  for (const entry of [...file.transactions].sort(byTime)) {
    const recorded = existing.transactions.find((t) => t.transactionId === entry.transactionId);
    if (recorded) {
      if (!sameEntry(recorded, entry)) {
        problems.push(`line ${line}: transactions: ${entry.transactionId} differs from the entry already recorded`);
      }
      continue;
    }
    const next = withEntry(ledger, entry);
    if (typeof next === 'string') {
      problems.push(`line ${line}: transactions: ${entry.transactionId}: ${next}`);
      continue;
    }
    ledger = next;
    added.push(entry);
  }
  for (const total of ['totalAmountReleased', 'currentLoss'] as const) {
    if (ledger.account[total] !== file.account[total]) {
      problems.push(
        `line ${line}: ${total}: the entries make it ${ledger.account[total]}, the file says ${file.account[total]}`,
      );
    }
  }
  if (problems.length > 0) return { problems };
  const { email, preferredLanguage, revision } = existing;
  return {
    after: {
      ...file,
      ...ledger,
      ...(email ? { email } : {}),
      ...(preferredLanguage ? { preferredLanguage } : {}),
      revision: (revision ?? 0) + 1,
    },
    added,
  };
}

/**
 * The plan of `text` against the investors `read` returns. `codes` (line → compact code) are the codes a preview
 * gave new investors without one: applying gives them the same.
 */
export async function planUpload(
  text: string,
  read: (code: string) => Promise<StoredInvestor | null>,
  codes: Readonly<Record<string, string>> = {},
): Promise<UploadPlan> {
  const plan: UploadPlan = {
    rows: [],
    problems: [],
    counts: { rows: 0, newInvestors: 0, changedInvestors: 0, unchanged: 0, newTransactions: 0, badRows: 0 },
    writes: new Map(),
    versions: {},
    codes: {},
  };
  let source: ReturnType<typeof investorRowsFromFile>;
  try {
    source = investorRowsFromFile(text, formatOf(text));
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    plan.problems = error.problems.map(problemOf);
    plan.counts.badRows = plan.problems.length;
    return plan;
  }
  const { valid, problems } = checkInvestorRows(source);
  const messages = [...problems];
  const named = [...new Set(valid.flatMap(({ row }) => rowCode(row) ?? []))];
  const stored = new Map(await Promise.all(named.map(async (code) => [code, await read(code)] as const)));
  const used = new Set([...named, ...Object.values(codes)]);
  for (const { line, row } of valid) {
    const named = rowCode(row);
    const existing = named ? stored.get(named) : null;
    if (named && existing) {
      plan.versions[named] = existing.version;
      const merged = merge(line, row, named, existing.record);
      if ('problems' in merged) {
        messages.push(...merged.problems);
        continue;
      }
      const changes = changesBetween(named, existing.record, merged.after);
      const kind = changes.length > 0 || merged.added.length > 0 ? 'changed' : 'unchanged';
      if (kind === 'changed') plan.writes.set(named, { before: existing.record, after: merged.after });
      plan.rows.push({
        line,
        ...summaryOf(named, row),
        storedName: existing.record.fullName,
        kind,
        changes,
        newTransactions: merged.added,
      });
      continue;
    }
    const previewed = codes[String(line)];
    const code = named ?? (previewed && !named ? previewed : unusedCode(used));
    used.add(code);
    if (!named) plan.codes[String(line)] = code;
    const after = recordOfRow(row, code);
    plan.writes.set(code, { before: null, after });
    plan.rows.push({
      line,
      ...summaryOf(code, row),
      storedName: null,
      kind: 'new',
      changes: [],
      newTransactions: after.transactions,
    });
  }
  plan.problems = messages.map(problemOf).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  plan.counts = {
    rows: source.length,
    newInvestors: plan.rows.filter((row) => row.kind === 'new').length,
    changedInvestors: plan.rows.filter((row) => row.kind === 'changed').length,
    unchanged: plan.rows.filter((row) => row.kind === 'unchanged').length,
    newTransactions: plan.rows.reduce((sum, row) => sum + row.newTransactions.length, 0),
    badRows: new Set(plan.problems.map((problem) => problem.line)).size,
  };
  return plan;
}

const summaryOf = (code: string, row: InvestorRow) => ({
  investorCode: displayInvestorCode(code),
  fullName: row.fullName,
});
