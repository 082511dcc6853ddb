import { type AdmissionStatus, type CourseOption, displayStatus, fullName } from '../../domain/admission';
import type { AdmissionRecord } from '../../domain/admission-schemas';
import { formatDateTime, formatShortDateTime } from '../../i18n/format';
import { adminWords } from '../../i18n/namespaces/admin';
import { adminDecisionsWords } from '../../i18n/namespaces/admin-decisions';
import { useLocale, useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';
import tables from './DataTable.module.css';

interface Props {
  courses: CourseOption[];
  shown: AdmissionRecord[];
  /** The registration number whose status change is under way. */
  busy: string | null;
  /** Approve and reject are offered, or not: the owner reads applications without deciding them. */
  onStatus: ((record: AdmissionRecord, status: AdmissionStatus) => void) | null;
  onDownload: (kind: 'slip' | 'certificate', registrationNumber: string) => void;
}

/** The applications as a table, one row each, with their actions (cards at phone widths). */
export default function ApplicationsTable({ courses, shown, busy, onStatus, onDownload }: Props) {
  const words = useWords(adminWords);
  const decisions = useWords(adminDecisionsWords);
  const locale = useLocale();
  const { columns } = words;
  const courseLabel = (id: string) => courses.find((course) => course.id === id)?.label ?? id;
  return (
    <table className={tables.table}>
      <thead>
        <tr>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.registrationNumber}</th>
          <th scope="col">{columns.course}</th>
          <th scope="col">{columns.contact}</th>
          <th scope="col">{columns.about}</th>
          <th scope="col">{decisions.guardianColumn}</th>
          <th scope="col">{columns.submittedAt}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col" className={tables.actions}>
            {columns.actions}
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((a) => {
          const shownStatus = displayStatus(a.status);
          const reg = a.registrationNumber;
          return (
            <tr key={reg} data-testid="application-row">
              <th scope="row">{fullName(a)}</th>
              <td data-label={columns.registrationNumber} className={styles.mono}>
                {reg}
                {a.duplicateOf && (
                  <>
                    <br />
                    <strong className={styles.note}>{words.duplicateOf(a.duplicateOf)}</strong>
                  </>
                )}
              </td>
              <td data-label={columns.course}>{courseLabel(a.course)}</td>
              <td data-label={columns.contact} className={styles.contact}>
                <a href={`mailto:${a.email}`}>
                  {/* A long address breaks after its @ first (the cell breaks anywhere only when that is not enough). */}
                  {a.email.slice(0, a.email.lastIndexOf('@') + 1)}
                  <wbr />
                  {a.email.slice(a.email.lastIndexOf('@') + 1)}
                </a>
                <br />
                <a href={`tel:+91${a.mobileNumber}`}>{a.mobileNumber}</a>
              </td>
              <td data-label={columns.about}>
                {words.ageAndGender(a.age, words.genders[a.gender])}
                <br />
                {words.qualifications[a.qualification]}
                <br />
                {columns.disability}:{' '}
                {a.disabilityStatus === 'Yes' ? words.disabilityYes(a.disabilityType ?? '') : words.disabilityNo}
              </td>
              <td data-label={decisions.guardianColumn}>
                {a.guardianName ? (
                  <>
                    {decisions.guardianOf(a.guardianName)}
                    <br />
                    {a.guardianConsent ? decisions.consentGiven : decisions.consentMissing}
                  </>
                ) : (
                  decisions.adult
                )}
              </td>
              <td data-label={columns.submittedAt}>
                <time dateTime={a.submittedAt} title={formatDateTime(a.submittedAt, locale)}>
                  {formatShortDateTime(a.submittedAt, locale)}
                </time>
                {a.intake === 'next' && (
                  <>
                    <br />
                    <strong>{words.nextIntake}</strong>
                  </>
                )}
              </td>
              <td data-label={columns.status}>
                <span className={`${styles.badge} ${styles[shownStatus]}`}>{words.statuses[shownStatus]}</span>
                {a.decidedBy && shownStatus !== 'pending' ? (
                  <>
                    <br />
                    <span data-testid="decided-by">{decisions.decidedBy(a.decidedBy)}</span>
                  </>
                ) : null}
              </td>
              <td data-label={columns.actions} className={tables.actions}>
                <div className={styles.actions}>
                  {onStatus && shownStatus !== 'approved' && (
                    <button
                      type="button"
                      className={styles.action}
                      disabled={busy === reg}
                      aria-label={words.approveLabel(reg)}
                      onClick={() => onStatus(a, 'approved')}
                    >
                      {words.approve}
                    </button>
                  )}
                  {onStatus && shownStatus !== 'rejected' && (
                    <button
                      type="button"
                      className={styles.action}
                      disabled={busy === reg}
                      aria-label={words.rejectLabel(reg)}
                      onClick={() => onStatus(a, 'rejected')}
                    >
                      {words.reject}
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={words.slipLabel(reg)}
                    onClick={() => onDownload('slip', reg)}
                  >
                    {words.slip}
                  </button>
                  {shownStatus === 'approved' && (
                    <button
                      type="button"
                      className={styles.action}
                      aria-label={words.certificateLabel(reg)}
                      onClick={() => onDownload('certificate', reg)}
                    >
                      {words.certificate}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
