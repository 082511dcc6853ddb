import { csvLine } from './csv-cell';
import { indiaIsoDateTime } from './india-time';

/** The audit log as CSV (the owner's export): one row per entry, its time in India, values before and after as JSON. */

interface Entry {
  at: string;
  actor: string;
  action: string;
  record: string;
  ip?: string | undefined;
  userAgent?: string | undefined;
  before: unknown;
  after: unknown;
}

const COLUMNS = ['at', 'actor', 'action', 'record', 'ip', 'userAgent', 'before', 'after'] as const;

const text = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditCsv(entries: readonly Entry[]): string {
  return [
    csvLine(COLUMNS),
    ...entries.map((entry) =>
      csvLine([
        indiaIsoDateTime(entry.at),
        entry.actor,
        entry.action,
        entry.record,
        entry.ip,
        entry.userAgent,
        text(entry.before),
        text(entry.after),
      ]),
    ),
  ].join('');
}
