import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { translationPairs } from '../../../src/i18n/translation-files';
import { type TranslationStatus, translationStatus } from '../../../src/i18n/translation-status';
import type { RepositoryFile } from './opfs-repository';

/**
 * What the build says of changed content files, without building: in a temporary copy of the project with the
 * files replaced, `astro sync` loads every content collection through its zod schema (a file the schema refuses
 * fails it, as it fails `npm run build`), and the Hindi translations' freshness check of the build runs.
 */

/** What `astro sync` needs of the project besides node_modules. */
const PROJECT_PARTS = ['package.json', 'astro.config.mjs', 'tsconfig.json', 'scripts', 'src', 'content'];

export interface ContentCheck {
  syncStatus: number | null;
  syncOutput: string;
  /** The translations the build's freshness check would refuse. */
  staleTranslations: TranslationStatus[];
}

export function checkChangedContent(root: string, changed: RepositoryFile[]): ContentCheck {
  const copy = mkdtempSync(join(tmpdir(), 'content-check-'));
  try {
    for (const part of PROJECT_PARTS) cpSync(join(root, part), join(copy, part), { recursive: true });
    // A folder of links rather than one link to node_modules: Vite then keeps its cache in the copy.
    mkdirSync(join(copy, 'node_modules'));
    for (const name of readdirSync(join(root, 'node_modules'))) {
      if (name !== '.vite') symlinkSync(join(root, 'node_modules', name), join(copy, 'node_modules', name));
    }
    for (const file of changed) {
      mkdirSync(dirname(join(copy, file.path)), { recursive: true });
      writeFileSync(join(copy, file.path), file.text);
    }
    const sync = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: copy,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
      encoding: 'utf8',
    });
    const staleTranslations = translationPairs(copy)
      .map(translationStatus)
      .filter((status) => status.state !== 'current');
    return { syncStatus: sync.status, syncOutput: `${sync.stdout}${sync.stderr}`, staleTranslations };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
