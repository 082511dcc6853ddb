import { useCallback, useEffect, useState } from 'react';
import type { CourseOption } from '../../domain/admission';
import type { Locale } from '../../i18n/locale';
import { adminWords } from '../../i18n/messages/en/admin';
import { commonWords } from '../../i18n/messages/en/common';
import { importAgain, onDemand } from '../../loading/on-demand';
import { hasAdminSession } from '../../stores/admin';
import InputReady from '../common/InputReady';
import { intentToUse, useOnDemand } from '../common/on-demand';
import SessionCheck from '../common/SessionCheck';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import PasswordGate from './PasswordGate';

// Only a signed-in admin needs the dashboard's code, so the login page does not load it.
const applicationsDashboard = onDemand(() => importAgain(() => import('./ApplicationsDashboard')));

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
  const locale = useIslandLocale(lang, adminWords, commonWords);
  const words = useWords(adminWords, locale);
  const common = useWords(commonWords, locale);
  const [gate, setGate] = useState<Gate>('checking');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    void hasAdminSession().then((open) => setGate(open ? 'open' : 'locked'));
  }, []);

  const lock = useCallback((message = '') => {
    setNotice(message);
    setGate('locked');
  }, []);

  const dashboard = useOnDemand(applicationsDashboard);
  const [dashboardFailed, setDashboardFailed] = useState(false);
  const ApplicationsDashboard = dashboard.module?.default;
  const loadDashboard = dashboard.use;
  useEffect(() => {
    if (gate === 'open') void loadDashboard().then((loaded) => setDashboardFailed(!loaded));
  }, [gate, loadDashboard]);

  usePageHeading(gate === 'open' ? words.dashboardHeading : words.loginHeading);

  let content: React.ReactNode;
  if (gate !== 'open') {
    content = (
      <SessionCheck checking={gate === 'checking'} status={words.checkingSession}>
        <PasswordGate notice={notice} onOpen={() => setGate('open')} intent={intentToUse(applicationsDashboard)} />
      </SessionCheck>
    );
  } else if (ApplicationsDashboard) content = <ApplicationsDashboard courses={courses} onLock={lock} />;
  else if (dashboardFailed) content = <p role="alert">{common.networkError}</p>;
  else content = <p role="status">{words.loadingDashboard}</p>;
  return (
    <LocaleContext value={locale}>
      {content}
      <InputReady />
    </LocaleContext>
  );
}
