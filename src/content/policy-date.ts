import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A policy's date line follows its text: the frontmatter `date` holds until an editor's commit (the CMS writes
 * every save as a commit whose message starts with CONTENT_COMMIT_PREFIX) changes the text a reader reads (title,
 * description, heading, body) after the commit that last set `date`; from then on the line shows the day of the
 * newest such change, and a change not yet committed (an edit in the CMS's local mode) shows today. A developer's
 * commit (a component renamed in the MDX) leaves the date alone; an editor who sets an effective date keeps it.
 */

export const CONTENT_COMMIT_PREFIX = 'Content:';

/** One committed version of a file: its commit day (YYYY-MM-DD), commit subject and text. */
export interface FileVersion {
  day: string;
  subject: string;
  text: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const READ_FIELDS = ['title', 'description', 'heading'];

/** What a reader reads of a policy file: the shown frontmatter lines and the body. */
export function readerText(text: string): string {
  const [, frontmatter = '', body = text] = FRONTMATTER.exec(text) ?? [];
  const shown = frontmatter.split(/\r?\n/).filter((line) => READ_FIELDS.some((field) => line.startsWith(`${field}:`)));
  return `${shown.join('\n')}\n${body}`;
}

function dateLine(text: string): string | undefined {
  return /^date:.*$/m.exec(FRONTMATTER.exec(text)?.[1] ?? '')?.[0];
}

/**
 * The day the date line shows, or undefined when the frontmatter date holds. `versions` are newest first;
 * `workingText` is the file as it is on disk, `today` the day to show for an uncommitted change.
 */
export function changedDay(versions: FileVersion[], workingText: string, today: string): string | undefined {
  const head = versions[0];
  if (!head) return undefined;
  if (readerText(workingText) !== readerText(head.text) && dateLine(workingText) === dateLine(head.text)) return today;
  // Walk from the newest version back to the one that last set `date`: the newest text change on the way wins.
  for (let index = 0; index < versions.length - 1; index++) {
    const version = versions[index] as FileVersion;
    const previous = versions[index + 1] as FileVersion;
    if (dateLine(version.text) !== dateLine(previous.text)) return undefined;
    const editorial = version.subject.startsWith(CONTENT_COMMIT_PREFIX);
    if (editorial && readerText(version.text) !== readerText(previous.text)) return version.day;
  }
  return undefined;
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The committed versions of a file, newest first; none outside a git clone or in a shallow one (with a warning). */
export function fileVersions(root: string, path: string): FileVersion[] {
  try {
    if (git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      console.warn(`policy dates: shallow clone, ${path} keeps its frontmatter date`);
      return [];
    }
    const commits = git(root, ['log', '--format=%H %cs %s', '--', path]).trim().split('\n').filter(Boolean);
    return commits.map((line) => {
      const [hash = '', day = '', ...subject] = line.split(' ');
      return { day, subject: subject.join(' '), text: git(root, ['show', `${hash}:${path}`]) };
    });
  } catch {
    return [];
  }
}

/**
 * The date a policy's date line shows in both editions (the English text prevails, so its changes date both):
 * `content/policies/<id>.mdx`'s last text change, else `frontmatterDate`.
 */
export function policyDate(root: string, id: string, frontmatterDate: Date, now = new Date()): Date {
  const path = `content/policies/${id}.mdx`;
  const day = changedDay(
    fileVersions(root, path),
    readFileSync(join(root, path), 'utf8'),
    now.toISOString().slice(0, 10),
  );
  return day ? new Date(`${day}T00:00:00Z`) : frontmatterDate;
}
