import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: no source file points to the product documents kept outside it (the first
 * version's specification, the stack notes, the outside decisions page). A comment states its rule or points to a
 * document under docs/. The names are assembled here so that this file does not match its own rule.
 */
const [spec, stack, decisions] = ['SPEC', 'STACK', 'DECISIONS'].map((name) => `${name}\\.md`);
const outsideReference = new RegExp(`\\b${spec}|\\b${stack}|(?<!docs/)\\b${decisions}`);

/** Each outside reference in a text, as `line N: the line`. */
function outsideReferences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (outsideReference.test(line) ? [`line ${index + 1}: ${line.trim()}`] : []));
}

const root = new URL('../../', import.meta.url);
const rootPath = fileURLToPath(root);
/** Folders and root files that hold code, content and configuration. docs/ links its own pages by bare name. */
const scannedFolders = ['src', 'netlify', 'scripts', 'tests', 'bench', 'content', '.ci'];
const rootFiles = readdirSync(root, { withFileTypes: true })
  .filter(
    (entry) => entry.isFile() && /\.(mjs|ts|toml|json|md)$/.test(entry.name) && entry.name !== 'package-lock.json',
  )
  .map((entry) => entry.name);
/** Generated or installed folders, not written by hand (all of them are in .gitignore). */
const skippedFolders = new Set(['node_modules', 'generated', 'results']);

function filesUnder(folder: string): string[] {
  return readdirSync(new URL(`${folder}/`, root), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(rootPath, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').some((part) => skippedFolders.has(part)));
}

const files = [...rootFiles, ...scannedFolders.flatMap(filesUnder)];

describe('references to documents outside the repository', () => {
  it('are recognised in every form and docs/ pages are not', () => {
    const [specName, stackName, decisionsName] = ['SPEC', 'STACK', 'DECISIONS'].map((name) => `${name}.md`);
    const text = [
      `/** ${specName} section 8's texts. */`,
      `// see ${stackName}`,
      ` * (${decisionsName} security item 3)`,
      ` * (docs/${decisionsName}, Security 3) and docs/SECURITY.md`,
      `describe('${specName} counts')`,
    ].join('\n');
    expect(outsideReferences(text).map((found) => found.slice(0, 7))).toEqual([
      'line 1:',
      'line 2:',
      'line 3:',
      'line 5:',
    ]);
  });

  it('scans the code, tests, scripts, content and root configuration', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'package.json',
        'src/domain/trial.ts',
        'netlify/lib/http/responses.ts',
        '.ci/run',
      ]),
    );
    expect(files.some((path) => path.startsWith('content/'))).toBe(true);
  });

  it('occur in no file', () => {
    const found = files.flatMap((path) =>
      outsideReferences(readFileSync(new URL(path, root), 'utf8')).map((line) => `${path} ${line}`),
    );
    expect(found).toEqual([]);
  });
});
