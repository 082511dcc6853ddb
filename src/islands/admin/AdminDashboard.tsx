import { useCallback, useEffect, useState } from 'react';
import type { CourseOption } from '../../domain/admission';
import type { Locale } from '../../domain/locale';
import { SETUP_FRAGMENT } from '../../domain/staff';
import { commonWords } from '../../i18n/namespaces/common';
import { staffSignInWords } from '../../i18n/namespaces/staff-sign-in';
import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand } from '../../loading/on-demand';
import { currentStaff, type StaffIdentity } from '../../stores/admin';
import InputReady from '../common/InputReady';
import { intentToUse, useOnDemand } from '../common/on-demand';
import SessionCheck from '../common/SessionCheck';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import PasswordGate from './PasswordGate';
import frame from './Workspace.module.css';

// Only a signed-in member needs the back office's code and texts, and only a set-up link the QR code's: the sign-in
// page loads neither.
const backOffice = onDemand(() => importAgain(() => import('./BackOffice')).then(withPageWords));
const staffSetup = onDemand(() => importAgain(() => import('./StaffSetup')).then(withPageWords));

/**
 * /admin: the staff sign-in, the back office, and a one-time set-up link (`/admin#setup=…`). The credentials are
 * checked by the server; the session is an HttpOnly cookie the page never reads.
 */

type Gate =
  | { kind: 'checking' }
  | { kind: 'locked' }
  | { kind: 'open'; staff: StaffIdentity }
  | { kind: 'setup'; token: string };

/** The set-up token in the address's fragment, which no server or log sees. */
function setupToken(): string | null {
  const { hash } = window.location;
  return hash.startsWith(SETUP_FRAGMENT) ? hash.slice(SETUP_FRAGMENT.length) : null;
}

interface Props {
  /** The courses, labelled by the page from content/ in its language. */
  courses: CourseOption[];
  lang?: Locale;
}

export default function AdminDashboard({ courses, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang, staffSignInWords, commonWords);
  const words = useWords(staffSignInWords, locale);
  const common = useWords(commonWords, locale);
  const [gate, setGate] = useState<Gate>({ kind: 'checking' });
  const [notice, setNotice] = useState('');

  const check = useCallback(async () => {
    const staff = await currentStaff();
    setGate(staff ? { kind: 'open', staff } : { kind: 'locked' });
  }, []);

  useEffect(() => {
    const token = setupToken();
    if (token) setGate({ kind: 'setup', token });
    else void check();
  }, [check]);

  const lock = useCallback((message = '') => {
    setNotice(message);
    setGate({ kind: 'locked' });
  }, []);

  const leaveSetup = useCallback(() => {
    // The token leaves the address bar and the history entry.
    window.history.replaceState(null, '', window.location.pathname);
    setGate({ kind: 'locked' });
  }, []);

  const office = useOnDemand(backOffice);
  const setup = useOnDemand(staffSetup);
  const [loadFailed, setLoadFailed] = useState(false);
  const loadOffice = office.use;
  const loadSetup = setup.use;
  useEffect(() => {
    if (gate.kind === 'open') void loadOffice().then((loaded) => setLoadFailed(!loaded));
    if (gate.kind === 'setup') void loadSetup().then((loaded) => setLoadFailed(!loaded));
  }, [gate.kind, loadOffice, loadSetup]);

  const BackOffice = office.module?.default;
  const StaffSetup = setup.module?.default;
  let content: React.ReactNode;
  if (gate.kind === 'checking' || gate.kind === 'locked') {
    content = (
      <SessionCheck checking={gate.kind === 'checking'} status={words.checkingSession}>
        <PasswordGate notice={notice} onOpen={() => void check()} intent={intentToUse(backOffice)} />
      </SessionCheck>
    );
  } else if (loadFailed) content = <p role="alert">{common.networkError}</p>;
  else if (gate.kind === 'setup') {
    content = StaffSetup ? (
      <StaffSetup token={gate.token} onDone={leaveSetup} />
    ) : (
      <p role="status">{words.setupChecking}</p>
    );
  } else if (BackOffice) content = <BackOffice courses={courses} staff={gate.staff} onLock={lock} />;
  else content = <p role="status">{words.loadingDashboard}</p>;
  return (
    <LocaleContext value={locale}>
      {/* The page's one heading names what the visitor can do now: log in, or (signed in) use the dashboard. */}
      <h1 className={frame.heading}>{gate.kind === 'open' ? words.dashboardHeading : words.loginHeading}</h1>
      {content}
      <InputReady />
    </LocaleContext>
  );
}
