import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A copy of the repository in the browser's Origin Private File System, standing in for the folder an editor picks
 * in the CMS's "Work with Local Repository": `window.showDirectoryPicker()` then returns this folder's handle.
 */

/** The OPFS folder that holds the copy. */
const FOLDER = 'repository';

export interface RepositoryFile {
  /** Path from the repository's root, with `/`. */
  path: string;
  text: string;
}

function filesUnder(root: string, folder: string): RepositoryFile[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name)).split('\\').join('/');
      return { path, text: readFileSync(join(root, path), 'utf8') };
    });
}

/**
 * What the CMS's local mode reads: the content/ tree, and a `.git` folder, without which it refuses the folder as
 * "not a project root" (Sveltia's getRootDirHandle tries `getDirectoryHandle('.git')`).
 */
export function repositoryFiles(root: string): RepositoryFile[] {
  return [...filesUnder(root, 'content'), { path: '.git/HEAD', text: 'ref: refs/heads/main\n' }];
}

/** Makes every later page of this context answer the folder picker with the OPFS copy. */
export async function answerFolderPickerWithOpfs(page: Page): Promise<void> {
  await page.addInitScript((folder) => {
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder),
    });
  }, FOLDER);
}

/** Writes the files into the OPFS copy; the page must be on the site's origin (OPFS is per origin). */
export async function writeOpfsRepository(page: Page, files: RepositoryFile[]): Promise<void> {
  await page.evaluate(
    async ({ folder, files }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      for (const { path, text } of files) {
        const parts = path.split('/');
        let directory = root;
        for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part, { create: true });
        const file = await directory.getFileHandle(parts.at(-1) ?? '', { create: true });
        const writable = await file.createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: FOLDER, files },
  );
}

/**
 * A file of the OPFS copy as it is now. A read that meets the CMS writing the file fails with NotReadableError (the
 * snapshot changed under it); it is read again once the write is done.
 */
export async function readOpfsFile(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ({ folder, path }) => {
      const parts = path.split('/');
      let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part);
      const handle = await directory.getFileHandle(parts.at(-1) ?? '');
      for (let attempt = 1; ; attempt++) {
        try {
          return await (await handle.getFile()).text();
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'NotReadableError') || attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    { folder: FOLDER, path },
  );
}
