import { listMembers } from './members';

/**
 * Audit entries with the name of the member who acted (`actorName`), as the back office shows them: the log keeps
 * only the e-mail, the name a member has now is read from the staff records (a few blobs). Entries by someone who
 * is not a member (an applicant's or investor's pseudonym, a script, a stranger's failed sign-in) keep no name.
 * The members are read while the entries are: one network wait for both instead of one after the other.
 */
export async function withActorNames<Entry extends { actor: string }>(
  entries: Promise<readonly Entry[]>,
): Promise<Array<Entry & { actorName?: string }>> {
  const [read, members] = await Promise.all([entries, listMembers()]);
  const names = new Map(members.map((member) => [member.email, member.name]));
  return read.map((entry) => {
    const actorName = names.get(entry.actor);
    return actorName === undefined ? entry : { ...entry, actorName };
  });
}
