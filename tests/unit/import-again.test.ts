import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl } from '../../src/loading/on-demand';

const ORIGIN = 'https://awaaz.example';
const TOOLS = `${ORIGIN}/_astro/Tools.BYzCSiew.js`;

describe('failedModuleUrl', () => {
  it('reads the module Chromium and Firefox name in a failed import', () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${TOOLS}`), ORIGIN)).toBe(TOOLS);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${TOOLS}`), ORIGIN)).toBe(TOOLS);
  });

  it('names the module without the query of an earlier try', () => {
    const error = new TypeError(`Failed to fetch dynamically imported module: ${TOOLS}?again=3`);
    expect(failedModuleUrl(error, ORIGIN)).toBe(TOOLS);
  });

  it('names nothing for Safari, another site, or an error that is not a fetch', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'), ORIGIN)).toBeUndefined();
    const foreign = new TypeError('Failed to fetch dynamically imported module: https://cdn.example/x.js');
    expect(failedModuleUrl(foreign, ORIGIN)).toBeUndefined();
    const lookalike = new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}.evil.example/x.js`);
    expect(failedModuleUrl(lookalike, ORIGIN)).toBeUndefined();
    expect(failedModuleUrl('offline', ORIGIN)).toBeUndefined();
  });
});

describe('importAgain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function freshImportAgain(origin = ORIGIN) {
    vi.stubGlobal('location', { origin });
    return (await import('../../src/loading/on-demand')).importAgain;
  }

  it('returns the module when the import succeeds', async () => {
    const importAgain = await freshImportAgain();
    await expect(importAgain(async () => ({ default: 'tools' }))).resolves.toEqual({ default: 'tools' });
  });

  it('reports the first failure as it is, and fetches the module at a URL of its own on the next try', async () => {
    // A real module on disk stands for the chunk; Node imports file: URLs as a browser imports https: ones.
    const directory = mkdtempSync(join(tmpdir(), 'import-again-'));
    const chunk = pathToFileURL(join(directory, 'Tools.js')).href;
    writeFileSync(join(directory, 'Tools.js'), "export const part = 'tools';\n");
    const importAgain = await freshImportAgain('file://');
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
    // The browser answers every plain import of a module whose fetch failed with that failure.
    const remembered = vi.fn(() => Promise.reject(failure));
    await expect(importAgain(remembered)).rejects.toBe(failure);
    // Only the import of the chunk's URL (with ?again=…; the browser test sees it fetched) can return the module.
    await expect(importAgain(remembered)).resolves.toMatchObject({ part: 'tools' });
    expect(remembered).toHaveBeenCalledTimes(2);
  });

  it('passes on a failure that names no module, every time', async () => {
    const importAgain = await freshImportAgain();
    const failure = new TypeError('Importing a module script failed.');
    for (let i = 0; i < 2; i++) await expect(importAgain(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
