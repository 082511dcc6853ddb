import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_COMMIT_PREFIX, changedDay, type FileVersion, policyDate } from '../../src/content/policy-date';

const policy = (date: string, body: string, extra = '') =>
  `---\ntitle: Privacy Policy\nheading: Privacy Policy\ndateLabel: Last updated\ndate: ${date}\n${extra}---\n\n${body}\n`;
const edit = (day: string, text: string): FileVersion => ({ day, subject: `${CONTENT_COMMIT_PREFIX} update`, text });
const develop = (day: string, text: string): FileVersion => ({ day, subject: 'Refactor components', text });

describe('the policy date line', () => {
  const created = develop('2025-06-18', policy('2025-06-18', '## 1. Data\n\nWe keep little.'));

  it('keeps the frontmatter date while the text is as it was when the date was set', () => {
    expect(changedDay([created], created.text, '2026-01-05')).toBeUndefined();
    const counted = develop('2025-07-01', policy('2025-06-18', '## 1. Data\n\nWe keep little.', 'sections: 1\n'));
    expect(changedDay([counted, created], counted.text, '2026-01-05')).toBeUndefined();
  });

  it('moves to the day of an editor’s change to the text', () => {
    const changed = edit('2025-09-02', policy('2025-06-18', '## 1. Data\n\nWe keep very little.'));
    const later = develop('2025-10-10', changed.text.replace('little.', 'little.\n'));
    expect(changedDay([changed, created], changed.text, '2026-01-05')).toBe('2025-09-02');
    expect(changedDay([later, changed, created], later.text, '2026-01-05')).toBe('2025-09-02');
  });

  it('ignores a developer’s change to the text (a component renamed)', () => {
    const refactor = develop('2025-09-02', policy('2025-06-18', '## 1. Data\n\nWe keep <Fact id="x" />.'));
    expect(changedDay([refactor, created], refactor.text, '2026-01-05')).toBeUndefined();
  });

  it('keeps a date the editor set with the change', () => {
    const dated = edit('2025-09-02', policy('2025-09-15', '## 1. Data\n\nWe keep very little.'));
    expect(changedDay([dated, created], dated.text, '2026-01-05')).toBeUndefined();
  });

  it('shows today for a change not yet committed (the CMS’s local mode), unless the date changed too', () => {
    expect(changedDay([created], policy('2025-06-18', '## 1. Data\n\nWe keep less.'), '2026-01-05')).toBe('2026-01-05');
    expect(changedDay([created], policy('2026-02-01', '## 1. Data\n\nWe keep less.'), '2026-01-05')).toBeUndefined();
  });

  it('keeps the frontmatter date without history', () => {
    expect(changedDay([], created.text, '2026-01-05')).toBeUndefined();
  });
});

describe('policyDate in a git clone', () => {
  const root = mkdtempSync(join(tmpdir(), 'policy-date-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const git = (args: string[], day: string) =>
    execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: `${day}T10:00:00Z`, GIT_COMMITTER_DATE: `${day}T10:00:00Z` },
      stdio: 'pipe',
    });
  const write = (text: string) => writeFileSync(join(root, 'content/policies/privacy-policy.mdx'), text);
  const frontmatterDate = new Date('2025-06-18T00:00:00Z');

  it('follows the editors’ commits of the file', () => {
    mkdirSync(join(root, 'content/policies'), { recursive: true });
    git(['init', '-q'], '2025-06-18');
    write(policy('2025-06-18', 'First text.'));
    git(['add', '.'], '2025-06-18');
    git(['commit', '-qm', 'Policy pages'], '2025-06-18');
    expect(policyDate(root, 'privacy-policy', frontmatterDate)).toEqual(frontmatterDate);

    write(policy('2025-06-18', 'Second text.'));
    git(['commit', '-qam', `${CONTENT_COMMIT_PREFIX} update policies “privacy-policy”`], '2025-08-09');
    expect(policyDate(root, 'privacy-policy', frontmatterDate)).toEqual(new Date('2025-08-09T00:00:00Z'));

    write(policy('2025-06-18', 'Third text, not saved yet.'));
    expect(policyDate(root, 'privacy-policy', frontmatterDate, new Date('2026-03-04T12:00:00Z'))).toEqual(
      new Date('2026-03-04T00:00:00Z'),
    );
  });
});
