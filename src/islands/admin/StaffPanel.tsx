import { type SubmitEvent, useCallback, useEffect, useId, useState } from 'react';
import type { StaffMember } from '../../api/admin';
import { SETUP_FRAGMENT, STAFF_ROLES, type StaffRole } from '../../domain/staff';
import { failureMessage } from '../../i18n/failure-message';
import { adminWords } from '../../i18n/namespaces/admin';
import { failuresWords } from '../../i18n/namespaces/failures';
import { staffSignInWords } from '../../i18n/namespaces/staff-sign-in';
import { addStaffMember, changeStaffMember, loadStaff, type StaffChange } from '../../stores/staff';
import BusyButton from '../common/BusyButton';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import fields from '../fields.module.css';
import styles from './AdminDashboard.module.css';
import tables from './DataTable.module.css';
import PanelState from './PanelState';

interface Props {
  /** The owner's own e-mail: they cannot disable themself. */
  self: string;
  onLock: (message?: string) => void;
}

/** The set-up link for a token, on this page's edition (its path holds the language). */
const setupLink = (token: string) => `${window.location.origin}${window.location.pathname}${SETUP_FRAGMENT}${token}`;

/**
 * Owner: the staff, adding a member (their set-up link shown once), changing a member's roles, disabling, enabling and
 * resetting sign-in.
 */
import TableBox from './TableBox';
export default function StaffPanel({ self, onLock }: Props) {
  const words = useWords(adminWords);
  const signIn = useWords(staffSignInWords);
  const failures = useWords(failuresWords);
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  // Why the list could not be read (it replaces the list until "Try again" reads it).
  const [failure, setFailure] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [link, setLink] = useState<{ name: string; email: string; url: string; mailed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [formError, setFormError] = useState('');
  const rolesId = useId();
  // The member whose roles are being chosen, and the roles ticked so far.
  const [editing, setEditing] = useState<{ email: string; roles: StaffRole[] } | null>(null);
  const [editError, setEditError] = useState('');
  const editErrorId = useId();

  const refused = useCallback(
    (status: number, error: string, say: (reason: string) => string) => {
      if (status === 401) onLock(words.sessionEnded);
      else setMessage(say(error));
    },
    [onLock, words],
  );

  const load = useCallback(async () => {
    const result = await loadStaff();
    if (result.ok) {
      setMembers(result.value.members);
      setFailure(null);
    } else if (result.status === 401) onLock(words.sessionEnded);
    else setFailure(result.error);
  }, [onLock, words]);

  function retry() {
    setFailure(null);
    setMembers(null);
    void load();
  }

  useEffect(() => {
    void load();
  }, [load]);

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (roles.length === 0) {
      setFormError(words.chooseRole);
      return;
    }
    setBusy(true);
    setFormError('');
    const result = await addStaffMember(email, name, roles);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) onLock(words.sessionEnded);
      else setFormError(result.error);
      return;
    }
    setLink({ name, email, url: setupLink(result.value.setupToken), mailed: result.value.mailed });
    setEmail('');
    setName('');
    setRoles([]);
    await load();
  }

  async function change(member: StaffMember, what: StaffChange) {
    setMessage('');
    setLink(null);
    const result = await changeStaffMember(member.email, what);
    if (!result.ok) {
      refused(result.status, result.error, words.couldNotChangeStaff);
      return;
    }
    // The owner's own roles changed: the page opens again with the sections the new roles give.
    if (what.action === 'roles' && member.email === self) {
      window.location.reload();
      return;
    }
    const token = result.value.setupToken;
    if (token)
      setLink({ name: member.name, email: member.email, url: setupLink(token), mailed: result.value.mailed === true });
    else setMessage(words.memberChanged(member.name));
    await load();
  }

  async function saveRoles(member: StaffMember) {
    if (!editing || editing.roles.length === 0) {
      setEditError(words.chooseRole);
      return;
    }
    setEditError('');
    await change(member, { action: 'roles', roles: editing.roles });
    setEditing(null);
  }

  const state = (member: StaffMember) =>
    member.disabled ? words.disabled : member.ready ? words.active : words.awaitingSetup;

  return (
    <section aria-labelledby="staff-heading">
      <h2 id="staff-heading">{words.staffHeading}</h2>
      <p role="status" className={styles.live}>
        {message}
      </p>
      {link ? (
        <div className={styles.setupLink} data-testid="setup-link">
          <p>{words.setupLinkFor(link.name)}</p>
          <p className={styles.breakable}>{link.url}</p>
          {link.mailed ? <p>{words.setupLinkMailed(link.email)}</p> : null}
        </div>
      ) : null}
      {failure !== null ? (
        <PanelState kind="error" text={failureMessage(words.staffState.failed, failure, failures)} onRetry={retry} />
      ) : members === null ? (
        <PanelState kind="busy" text={words.staffState.loading} />
      ) : (
        <TableBox labelledBy="staff-heading">
          <table className={`${tables.table} ${tables.wrapCells}`}>
            <thead>
              <tr>
                <th scope="col">{words.name}</th>
                <th scope="col">{signIn.email}</th>
                <th scope="col">{words.roles}</th>
                <th scope="col">{words.state}</th>
                <th scope="col" className={tables.actions}>
                  {words.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.email} data-testid="staff-row">
                  <th scope="row">{member.name}</th>
                  <td className={styles.contact} data-label={signIn.email}>
                    {member.email}
                  </td>
                  <td data-label={words.roles}>
                    {editing?.email === member.email ? (
                      <fieldset
                        className={styles.roleChoice}
                        aria-describedby={editError ? editErrorId : undefined}
                        data-testid="role-editor"
                      >
                        <legend>{words.rolesOf(member.name)}</legend>
                        {STAFF_ROLES.map((role) => (
                          <label key={role}>
                            <input
                              type="checkbox"
                              checked={editing.roles.includes(role)}
                              onChange={(e) =>
                                setEditing({
                                  email: member.email,
                                  roles: e.target.checked
                                    ? [...editing.roles, role]
                                    : editing.roles.filter((held) => held !== role),
                                })
                              }
                            />{' '}
                            {words.roleNames[role]}
                          </label>
                        ))}
                        <FormError id={editErrorId} message={editError} className={styles.message} />
                        <div className={styles.actions}>
                          <button type="button" className={styles.action} onClick={() => void saveRoles(member)}>
                            {words.saveRoles}
                          </button>
                          <button
                            type="button"
                            className={styles.action}
                            onClick={() => {
                              setEditing(null);
                              setEditError('');
                            }}
                          >
                            {words.cancelRoles}
                          </button>
                        </div>
                      </fieldset>
                    ) : (
                      member.roles.map((role) => words.roleNames[role]).join(', ')
                    )}
                  </td>
                  <td data-label={words.state}>{state(member)}</td>
                  <td data-label={words.columns.actions} className={tables.actions}>
                    <div className={styles.actions}>
                      {member.email === self ? null : (
                        <button
                          type="button"
                          className={styles.action}
                          aria-label={
                            member.disabled ? words.enableLabel(member.name) : words.disableLabel(member.name)
                          }
                          onClick={() => change(member, { action: member.disabled ? 'enable' : 'disable' })}
                        >
                          {member.disabled ? words.enable : words.disable}
                        </button>
                      )}
                      <button
                        type="button"
                        className={styles.action}
                        aria-label={words.changeRolesLabel(member.name)}
                        aria-expanded={editing?.email === member.email}
                        onClick={() => {
                          setEditError('');
                          setEditing({ email: member.email, roles: [...member.roles] });
                        }}
                      >
                        {words.changeRoles}
                      </button>
                      <button
                        type="button"
                        className={styles.action}
                        aria-label={words.resetLabel(member.name)}
                        onClick={() => change(member, { action: 'reset' })}
                      >
                        {words.resetSignIn}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <form className={styles.gate} onSubmit={add}>
        <h3>{words.addMember}</h3>
        <label htmlFor="staff-name">{words.name}</label>
        <input
          id="staff-name"
          className={fields.input}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor="staff-email">{signIn.email}</label>
        <input
          id="staff-email"
          className={fields.input}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <fieldset className={styles.roleChoice} aria-describedby={formError ? rolesId : undefined}>
          <legend>{words.roles}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role}>
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(e) =>
                  setRoles((current) =>
                    e.target.checked ? [...current, role] : current.filter((held) => held !== role),
                  )
                }
              />{' '}
              {words.roleNames[role]}
            </label>
          ))}
        </fieldset>
        <FormError id={rolesId} message={formError} className={styles.message} />
        <BusyButton busy={busy} busyLabel={signIn.checking}>
          {words.add}
        </BusyButton>
      </form>
    </section>
  );
}
