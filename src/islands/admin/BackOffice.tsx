import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CourseOption } from '../../domain/admission';
import { APPLICATION_DECIDERS, APPLICATION_READERS, type StaffRole } from '../../domain/staff';
import { adminWords } from '../../i18n/namespaces/admin';
import { adminBackupsWords } from '../../i18n/namespaces/admin-backups';
import { adminCardsWords } from '../../i18n/namespaces/admin-cards';
import { failuresWords } from '../../i18n/namespaces/failures';
import { staffSignInWords } from '../../i18n/namespaces/staff-sign-in';
import { logout, type StaffIdentity } from '../../stores/admin';
import { logoutEverywhere } from '../../stores/staff';
import { useWords } from '../common/use-messages';
import AccountPanel from './AccountPanel';
import styles from './AdminDashboard.module.css';
import ApplicationsDashboard from './ApplicationsDashboard';
import AuditPanel from './AuditPanel';
import BackupsPanel from './BackupsPanel';
import CardHoldersPanel from './CardHoldersPanel';
import InvestorsPanel from './investors/InvestorsPanel';
import MailPanel from './MailPanel';
import SignOutMenu from './SignOutMenu';
import StaffPanel from './StaffPanel';
import frame from './Workspace.module.css';
import { WORKSPACE_MEMBER_SLOT } from './workspace-slots';

/** The namespaces it shows, fetched with its code so that its first render has their texts (../../i18n/part-words.ts). */
export const namespaces = [adminWords, adminCardsWords, adminBackupsWords, failuresWords];

type Section = 'applications' | 'mail' | 'investors' | 'staff' | 'audit' | 'backups' | 'cards' | 'account';

/** Which roles open a section (the server checks them again on every call). */
const SECTION_ROLES: Record<Exclude<Section, 'account'>, readonly StaffRole[]> = {
  applications: APPLICATION_READERS,
  mail: ['admissions', 'owner'],
  investors: ['investor-relations', 'owner'],
  staff: ['owner'],
  audit: ['owner'],
  backups: ['owner'],
  cards: ['support', 'owner'],
};

interface Props {
  courses: CourseOption[];
  staff: StaffIdentity;
  onLock: (message?: string) => void;
}

/**
 * The signed-in back office: the sections the member's roles open (a sidebar, or a bar on a phone) and the open one;
 * the member's name, roles and sign-out go to the workspace's header.
 */
export default function BackOffice({ courses, staff, onLock }: Props) {
  const words = useWords(adminWords);
  const signIn = useWords(staffSignInWords);
  const cardWords = useWords(adminCardsWords);
  const backupWords = useWords(adminBackupsWords);
  const open = (['applications', 'mail', 'staff', 'audit', 'backups', 'investors', 'cards'] as const).filter(
    (section) => SECTION_ROLES[section].some((role) => staff.roles.includes(role)),
  );
  const sections: Section[] = [...open, 'account'];
  const [section, setSection] = useState<Section>(sections[0] ?? 'account');
  // Only the browser renders the back office (it loads after sign-in): the header's slot is there by then.
  const [memberSlot] = useState(() =>
    typeof document === 'undefined' ? null : document.getElementById(WORKSPACE_MEMBER_SLOT),
  );
  const names: Record<Section, string> = {
    applications: words.applications,
    mail: words.mailHeading,
    investors: words.investorsHeading,
    staff: words.staffHeading,
    audit: words.auditHeading,
    backups: backupWords.heading,
    cards: cardWords.heading,
    account: words.accountHeading,
  };

  const member = (
    <div className={frame.member}>
      <p>
        {words.signedInAs} <strong data-testid="admin-username">{staff.name}</strong>{' '}
        <span className={frame.roles}>({staff.roles.map((role) => words.roleNames[role]).join(', ')})</span>
      </p>
      <SignOutMenu
        onSignOut={async (everywhere) => {
          await (everywhere ? logoutEverywhere() : logout());
          onLock(words.loggedOut);
        }}
      />
    </div>
  );

  return (
    <div className={frame.workspace}>
      {memberSlot ? createPortal(member, memberSlot) : member}
      <nav aria-label={words.sections} className={frame.nav}>
        <ul className={frame.sections}>
          {sections.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={frame.section}
                aria-current={name === section ? 'page' : undefined}
                onClick={() => setSection(name)}
              >
                {names[name]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={`${frame.panel} ${styles.dashboard}`}>
        {open.length === 0 && section === 'account' ? <p>{words.noSection}</p> : null}
        {section === 'applications' ? (
          <ApplicationsDashboard
            courses={courses}
            mayDecide={APPLICATION_DECIDERS.some((role) => staff.roles.includes(role))}
            onLock={onLock}
          />
        ) : null}
        {section === 'mail' ? <MailPanel onLock={onLock} /> : null}
        {section === 'investors' ? (
          // The section's words load on first use (a Hindi page waits for them here).
          <Suspense fallback={<p role="status">{signIn.loadingDashboard}</p>}>
            <InvestorsPanel onLock={onLock} />
          </Suspense>
        ) : null}
        {section === 'staff' ? <StaffPanel self={staff.email} onLock={onLock} /> : null}
        {section === 'audit' ? <AuditPanel onLock={onLock} /> : null}
        {section === 'backups' ? <BackupsPanel onLock={onLock} /> : null}
        {section === 'cards' ? <CardHoldersPanel onLock={onLock} /> : null}
        {section === 'account' ? <AccountPanel /> : null}
      </div>
    </div>
  );
}
