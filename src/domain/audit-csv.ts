/** The audit log as CSV (the owner's export): one row per entry, values before and after as JSON. */

const COLUMNS = ['at', 'actor', 'action', 'record', 'before', 'after'] as const;

interface Entry {
  at: string;
  actor: string;
  action: string;
  record: string;
  before: unknown;
  after: unknown;
}

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditCsv(entries: readonly Entry[]): string {
  const rows = entries.map((entry) =>
    [entry.at, entry.actor, entry.action, entry.record, text(entry.before), text(entry.after)].map(cell).join(','),
  );
  return [COLUMNS.join(','), ...rows].join('\r\n');
}
