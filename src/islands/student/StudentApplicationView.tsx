import { useEffect, useId, useRef, useState } from 'react';
import type { StudentApplication } from '../../api/student';
import type { CourseOption } from '../../domain/admission';
import { appliedBatchName } from '../../i18n/applied-batch';
import { formatDate, formatDateTime } from '../../i18n/format';
import { studentPortalWords } from '../../i18n/namespaces/student-portal';
import { download, logout } from '../../stores/student-session';
import { useLocale, useWords } from '../common/use-messages';
import styles from './StudentPortal.module.css';

export interface InstituteContacts {
  email: string;
  phone: string;
  hours: string;
}

interface Props {
  application: StudentApplication;
  courses: readonly CourseOption[];
  contacts: InstituteContacts;
  /** Move focus to the heading (just signed in). */
  focusHeading: boolean;
}

/** The signed-in view: status, dated timeline, course and batch, the documents, contacts and sign-out. */
export default function StudentApplicationView({ application, courses, contacts, focusHeading }: Props) {
  const words = useWords(studentPortalWords);
  const locale = useLocale();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const { batch } = application;
  const batchText = batch
    ? words.batchStarting(appliedBatchName(batch, locale), formatDate(batch.startDate, locale))
    : application.intake === 'next'
      ? words.nextBatch
      : null;
  const course = courses.find((option) => option.id === application.course)?.label ?? application.course;
  const approved = application.status === 'approved';
  const save = async (kind: 'slip' | 'certificate') => setFailed(!(await download(kind)));

  return (
    <div className={styles.view}>
      <section className="card" aria-labelledby={`${id}-heading`}>
        <div className={styles.head}>
          <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
            {words.applicationHeading}
          </h2>
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            {words.signOut}
          </button>
        </div>
        <dl className={styles.facts}>
          <dt>{words.status}</dt>
          <dd>
            <strong>{words.statuses[application.status]}</strong>
          </dd>
          <dt>{words.registrationNumber}</dt>
          <dd>{application.registrationNumber}</dd>
          <dt>{words.applicant}</dt>
          <dd>{application.name}</dd>
          <dt>{words.course}</dt>
          <dd>{course}</dd>
          {batchText && (
            <>
              <dt>{words.batch}</dt>
              <dd>{batchText}</dd>
            </>
          )}
        </dl>
        <p>{words.statusNotes[application.status]}</p>
      </section>

      <section className="card" aria-labelledby={`${id}-timeline`}>
        <h2 id={`${id}-timeline`}>{words.timelineHeading}</h2>
        <ol className={styles.timeline}>
          {application.timeline.map((step) => (
            <li key={step.event}>
              <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>: {words.events[step.event]}
            </li>
          ))}
        </ol>
      </section>

      <section className="card" aria-labelledby={`${id}-documents`}>
        <h2 id={`${id}-documents`}>{words.downloadsHeading}</h2>
        {failed && (
          <p className={styles.error} role="alert">
            {words.downloadFailed}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => void save('slip')}>
            {words.downloadSlip}
          </button>
          {approved && (
            <button type="button" className="button" onClick={() => void save('certificate')}>
              {words.downloadCertificate}
            </button>
          )}
        </div>
        {!approved && <p className={styles.note}>{words.certificateLater}</p>}
      </section>

      <section className="card" aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`}>{words.contactHeading}</h2>
        <p>{words.contactText}</p>
        <p>
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a> ·{' '}
          <a href={`tel:${contacts.phone.replace(/\s+/g, '')}`}>{contacts.phone}</a> · {contacts.hours}
        </p>
      </section>
    </div>
  );
}
