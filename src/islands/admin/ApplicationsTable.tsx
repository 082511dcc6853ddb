import { type AdmissionRecord, type AdmissionStatus, displayStatus, fullName } from '../../domain/admission';
import { formatIndiaDateTime } from '../../domain/india-time';
import styles from './AdminDashboard.module.css';

interface Props {
  shown: AdmissionRecord[];
  /** The registration number whose status change is under way. */
  busy: string | null;
  onStatus: (record: AdmissionRecord, status: AdmissionStatus) => void;
  onDownload: (kind: 'slip' | 'certificate', registrationNumber: string) => void;
}

/** The applications as a table, one row each, with their actions. */
export default function ApplicationsTable({ shown, busy, onStatus, onDownload }: Props) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Registration number</th>
          <th scope="col">Contact</th>
          <th scope="col">Age</th>
          <th scope="col">Gender</th>
          <th scope="col">Qualification</th>
          <th scope="col">Disability</th>
          <th scope="col">Submitted at</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 && (
          <tr>
            <td colSpan={10}>No applications match.</td>
          </tr>
        )}
        {shown.map((a) => {
          const shownStatus = displayStatus(a.status);
          const reg = a.registrationNumber;
          return (
            <tr key={reg} data-testid="application-row">
              <th scope="row">{fullName(a)}</th>
              <td className={styles.mono}>{reg}</td>
              <td className={styles.contact}>
                <a href={`mailto:${a.email}`}>{a.email}</a>
                <br />
                <a href={`tel:+91${a.mobileNumber}`}>{a.mobileNumber}</a>
              </td>
              <td>{a.age}</td>
              <td>{a.gender}</td>
              <td>{a.qualification}</td>
              <td>{a.disabilityStatus === 'Yes' ? `Yes: ${a.disabilityType ?? ''}` : 'No'}</td>
              <td>{formatIndiaDateTime(a.submittedAt)}</td>
              <td>
                <span className={`${styles.badge} ${styles[shownStatus]}`}>{shownStatus}</span>
              </td>
              <td>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.action}
                    disabled={busy === reg || shownStatus === 'approved'}
                    aria-label={`Approve ${reg}`}
                    onClick={() => onStatus(a, 'approved')}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    className={styles.action}
                    disabled={busy === reg || a.status === 'rejected'}
                    aria-label={`Reject ${reg}`}
                    onClick={() => onStatus(a, 'rejected')}
                  >
                    Reject
                  </button>
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={`Slip PDF of ${reg}`}
                    onClick={() => onDownload('slip', reg)}
                  >
                    Slip
                  </button>
                  <button
                    type="button"
                    className={styles.action}
                    disabled={shownStatus !== 'approved'}
                    title={shownStatus === 'approved' ? undefined : 'Available once approved'}
                    aria-label={`Certificate PDF of ${reg}`}
                    onClick={() => onDownload('certificate', reg)}
                  >
                    Certificate
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
