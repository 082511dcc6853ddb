import { listMembers } from './members';

/**
 * Audit entries with the name of the member who acted (`actorName`), as the back office shows them: the log keeps
 * only the e-mail, the name a member has now is read from the staff records (a few blobs). Entries by someone who
 * is not a member (an applicant's or investor's pseudonym, a script, a stranger's failed sign-in) keep no name.
 */
export async function withActorNames<Entry extends { actor: string }>(
  entries: readonly Entry[],
): Promise<Array<Entry & { actorName?: string }>> {
  if (entries.length === 0) return [];
  const names = new Map((await listMembers()).map((member) => [member.email, member.name]));
  return entries.map((entry) => {
    const actorName = names.get(entry.actor);
    return actorName === undefined ? entry : { ...entry, actorName };
  });
}
