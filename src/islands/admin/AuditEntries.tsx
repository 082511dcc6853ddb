import type { AuditEntryView } from '../../api/admin';
import { isAuditAction } from '../../domain/audit-actions';
import { auditChanges } from '../../domain/audit-changes';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff';
import { formatShortDateTime } from '../../i18n/format';
import { adminWords } from '../../i18n/namespaces/admin';
import { useLocale, useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';
import tables from './DataTable.module.css';

interface Props {
  entries: readonly AuditEntryView[];
  /** The record column: left out where every entry is of one record (an investor's "Who changed what"). */
  showRecord: boolean;
  /** Each row's test id. */
  rowTestId: string;
}

const isRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/**
 * Audit entries as people read them, for the audit log and each investor's "Who changed what": when in India's time
 * and the site's words, who by name and e-mail, the action in words, the fields that changed (label: before →
 * after) and the address and browser it came from. A table on wide screens, a card per entry on a phone.
 */
export default function AuditEntries({ entries, showRecord, rowTestId }: Props) {
  const words = useWords(adminWords);
  const locale = useLocale();
  const columns = words.auditColumns;

  const valueText = (field: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return words.auditEmpty;
    if (typeof value === 'boolean') return value ? words.auditYes : words.auditNo;
    if (Array.isArray(value)) {
      const items = value.map((item) => (field === 'roles' && isRole(item) ? words.roleNames[item] : item));
      return items.every((item) => typeof item !== 'object') ? items.join(', ') : JSON.stringify(value);
    }
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const fieldLabel = (field: string) => words.auditFields[field.split('.').at(-1) ?? field] ?? field;

  return (
    <table className={tables.table}>
      <thead>
        <tr>
          <th scope="col">{columns.at}</th>
          <th scope="col">{columns.actor}</th>
          <th scope="col">{columns.action}</th>
          {showRecord ? <th scope="col">{columns.record}</th> : null}
          <th scope="col">{words.auditChanges}</th>
          <th scope="col">{words.auditWhere}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => {
          const changes = auditChanges(entry.before, entry.after);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end (pages are appended), and entries have no id: two can share time, action and record
            <tr key={`${entry.at}${entry.action}${entry.record}${index}`} data-testid={rowTestId}>
              <td className={styles.auditWhen} data-label={columns.at}>
                <time dateTime={entry.at}>{formatShortDateTime(entry.at, locale)}</time>
              </td>
              <td className={styles.contact} data-label={columns.actor}>
                {entry.actorName ? (
                  <>
                    <strong>{entry.actorName}</strong>
                    <br />
                  </>
                ) : null}
                {entry.actor}
              </td>
              <td className={styles.auditAction} data-label={columns.action}>
                {isAuditAction(entry.action) ? words.auditActions[entry.action] : entry.action}
              </td>
              {showRecord ? (
                <td className={styles.contact} data-label={columns.record}>
                  {entry.record}
                </td>
              ) : null}
              <td className={styles.auditChanges} data-label={words.auditChanges}>
                {changes.length === 0 ? (
                  words.auditNoChanges
                ) : (
                  <ul className={styles.changeList}>
                    {changes.map((change) => (
                      <li key={change.field} data-testid="audit-change">
                        <span className={styles.changeField}>{fieldLabel(change.field)}</span>:{' '}
                        {change.before === undefined ? null : (
                          <>
                            <span className={styles.changeBefore}>{valueText(change.field, change.before)}</span>{' '}
                            <span aria-hidden="true">→</span>{' '}
                            <span className="visually-hidden">{words.auditChangedTo}</span>{' '}
                          </>
                        )}
                        <span>{valueText(change.field, change.after)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={styles.auditWhere} data-label={words.auditWhere}>
                {entry.ip ? <span className={styles.mono}>{entry.ip}</span> : null}
                {entry.userAgent ? <span className={styles.auditBrowser}>{entry.userAgent}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
