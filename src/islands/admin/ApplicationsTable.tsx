import {
  type AdmissionRecord,
  type AdmissionStatus,
  type CourseOption,
  displayStatus,
  fullName,
} from '../../domain/admission';
import { NEXT_INTAKE_LABEL } from '../../domain/admissions-deadline';
import { formatIndiaDateTime } from '../../domain/india-time';
import styles from './AdminDashboard.module.css';

interface Props {
  courses: CourseOption[];
  shown: AdmissionRecord[];
  /** The registration number whose status change is under way. */
  busy: string | null;
  onStatus: (record: AdmissionRecord, status: AdmissionStatus) => void;
  onDownload: (kind: 'slip' | 'certificate', registrationNumber: string) => void;
}

/** The applications as a table, one row each, with their actions (cards at phone widths). */
export default function ApplicationsTable({ courses, shown, busy, onStatus, onDownload }: Props) {
  const courseLabel = (id: string) => courses.find((course) => course.id === id)?.label ?? id;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Registration number</th>
          <th scope="col">Course</th>
          <th scope="col">Contact</th>
          <th scope="col">Age</th>
          <th scope="col">Gender</th>
          <th scope="col">Qualification</th>
          <th scope="col">Disability</th>
          <th scope="col">Submitted at</th>
          <th scope="col">Status</th>
          <th scope="col" className={styles.actionsColumn}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 && (
          <tr>
            <td colSpan={11}>No applications match.</td>
          </tr>
        )}
        {shown.map((a) => {
          const shownStatus = displayStatus(a.status);
          const reg = a.registrationNumber;
          return (
            <tr key={reg} data-testid="application-row">
              <th scope="row">{fullName(a)}</th>
              <td data-label="Registration number" className={styles.mono}>
                {reg}
              </td>
              <td data-label="Course">{courseLabel(a.course)}</td>
              <td data-label="Contact" className={styles.contact}>
                <a href={`mailto:${a.email}`}>{a.email}</a>
                <br />
                <a href={`tel:+91${a.mobileNumber}`}>{a.mobileNumber}</a>
              </td>
              <td data-label="Age">{a.age}</td>
              <td data-label="Gender">{a.gender}</td>
              <td data-label="Qualification">{a.qualification}</td>
              <td data-label="Disability">{a.disabilityStatus === 'Yes' ? `Yes: ${a.disabilityType ?? ''}` : 'No'}</td>
              <td data-label="Submitted at">
                {formatIndiaDateTime(a.submittedAt)}
                {a.intake === 'next' && (
                  <>
                    <br />
                    <strong>{NEXT_INTAKE_LABEL}</strong>
                  </>
                )}
              </td>
              <td data-label="Status">
                <span className={`${styles.badge} ${styles[shownStatus]}`}>{shownStatus}</span>
              </td>
              <td data-label="Actions" className={styles.actionsColumn}>
                <div className={styles.actions}>
                  {shownStatus !== 'approved' && (
                    <button
                      type="button"
                      className={styles.action}
                      disabled={busy === reg}
                      aria-label={`Approve ${reg}`}
                      onClick={() => onStatus(a, 'approved')}
                    >
                      Approve
                    </button>
                  )}
                  {shownStatus !== 'rejected' && (
                    <button
                      type="button"
                      className={styles.action}
                      disabled={busy === reg}
                      aria-label={`Reject ${reg}`}
                      onClick={() => onStatus(a, 'rejected')}
                    >
                      Reject
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={`Slip PDF of ${reg}`}
                    onClick={() => onDownload('slip', reg)}
                  >
                    Slip
                  </button>
                  {shownStatus === 'approved' && (
                    <button
                      type="button"
                      className={styles.action}
                      aria-label={`Certificate PDF of ${reg}`}
                      onClick={() => onDownload('certificate', reg)}
                    >
                      Certificate
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
