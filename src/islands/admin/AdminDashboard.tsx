import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { CourseOption } from '../../domain/admission';
import { hasAdminSession } from '../../stores/admin';
import PasswordGate from './PasswordGate';

// Only a signed-in admin needs the dashboard's code, so the login page does not load it.
const ApplicationsDashboard = lazy(() => import('./ApplicationsDashboard'));

/**
 * /admin: the password gate and the applications dashboard. The password is checked by the server; the session is
 * an HttpOnly cookie the page never reads.
 */

type Gate = 'checking' | 'locked' | 'open';

const LOGIN_HEADING = 'Admin login';
const DASHBOARD_HEADING = 'Admin Dashboard';

/** The page's heading names what the visitor can do now: log in, or (signed in) use the dashboard. */
function usePageHeading(text: string) {
  useEffect(() => {
    const heading = document.querySelector('main h1');
    if (heading) heading.textContent = text;
  }, [text]);
}

interface Props {
  /** The courses, labelled by the page from content/. */
  courses: CourseOption[];
}

export default function AdminDashboard({ courses }: Props) {
  const [gate, setGate] = useState<Gate>('checking');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    void hasAdminSession().then((open) => setGate(open ? 'open' : 'locked'));
  }, []);

  const lock = useCallback((message = '') => {
    setNotice(message);
    setGate('locked');
  }, []);

  usePageHeading(gate === 'open' ? DASHBOARD_HEADING : LOGIN_HEADING);

  if (gate === 'checking') return <p role="status">Checking your session…</p>;
  if (gate === 'locked') return <PasswordGate notice={notice} onOpen={() => setGate('open')} />;
  return (
    <Suspense fallback={<p role="status">Loading the dashboard…</p>}>
      <ApplicationsDashboard courses={courses} onLock={lock} />
    </Suspense>
  );
}
