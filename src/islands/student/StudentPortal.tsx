import { useEffect } from 'react';
import type { CourseOption } from '../../domain/admission';
import type { Locale } from '../../domain/locale';
import { studentPortalWords } from '../../i18n/namespaces/student-portal';
import { $studentSession, restore } from '../../stores/student-session';
import SessionCheck from '../common/SessionCheck';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import StudentApplicationView, { type InstituteContacts } from './StudentApplicationView';
import StudentSignIn from './StudentSignIn';

interface Props {
  lang?: Locale;
  /** The course names in the page's language (content, given by the page). */
  courses: readonly CourseOption[];
  contacts: InstituteContacts;
}

/** /student-portal: sign-in with a mailed code while signed out, the application while signed in. */
export default function StudentPortal({ lang = 'en', courses, contacts }: Props) {
  const locale = useIslandLocale(lang, studentPortalWords);
  const words = useWords(studentPortalWords, locale);
  const session = useStore($studentSession, { ssr: 'initial' });
  useEffect(() => {
    void restore();
  }, []);

  return (
    <LocaleContext value={locale}>
      <div className="section container">
        {session.status === 'authenticated' ? (
          <StudentApplicationView
            application={session.application}
            courses={courses}
            contacts={contacts}
            focusHeading={session.via === 'login'}
          />
        ) : (
          <SessionCheck checking={session.status === 'checking'} status={words.checkingSession}>
            <StudentSignIn focusInput={session.status === 'anonymous' && session.via === 'logout'} />
          </SessionCheck>
        )}
      </div>
    </LocaleContext>
  );
}
