import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { CourseOption } from '../../domain/admission';
import type { Locale } from '../../i18n/locale';
import { adminWords } from '../../i18n/messages/en/admin';
import { LocaleContext, useIslandLocale, useWords } from '../../i18n/use-messages';
import { hasAdminSession } from '../../stores/admin';
import SessionCheck from '../common/SessionCheck';
import PasswordGate from './PasswordGate';

// Only a signed-in admin needs the dashboard's code, so the login page does not load it.
const ApplicationsDashboard = lazy(() => import('./ApplicationsDashboard'));

/**
 * /admin: the password gate and the applications dashboard. The password is checked by the server; the session is
 * an HttpOnly cookie the page never reads.
 */

type Gate = 'checking' | 'locked' | 'open';

/** The page's heading names what the visitor can do now: log in, or (signed in) use the dashboard. */
function usePageHeading(text: string) {
  useEffect(() => {
    const heading = document.querySelector('main h1');
    if (heading) heading.textContent = text;
  }, [text]);
}

interface Props {
  /** The courses, labelled by the page from content/ in its language. */
  courses: CourseOption[];
  lang?: Locale;
}

export default function AdminDashboard({ courses, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang);
  const words = useWords(adminWords, locale);
  const [gate, setGate] = useState<Gate>('checking');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    void hasAdminSession().then((open) => setGate(open ? 'open' : 'locked'));
  }, []);

  const lock = useCallback((message = '') => {
    setNotice(message);
    setGate('locked');
  }, []);

  usePageHeading(gate === 'open' ? words.dashboardHeading : words.loginHeading);

  let content: React.ReactNode;
  if (gate !== 'open') {
    content = (
      <SessionCheck checking={gate === 'checking'} status={words.checkingSession}>
        <PasswordGate notice={notice} onOpen={() => setGate('open')} />
      </SessionCheck>
    );
  } else {
    content = (
      <Suspense fallback={<p role="status">{words.loadingDashboard}</p>}>
        <ApplicationsDashboard courses={courses} onLock={lock} />
      </Suspense>
    );
  }
  return <LocaleContext value={locale}>{content}</LocaleContext>;
}
