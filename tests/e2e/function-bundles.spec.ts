import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The functions as Netlify deploys them: the local server (which this suite runs) zips each function the way a
 * deploy does and unpacks it under .netlify/functions-serve/.unzipped/. Run from the repository, a bundle would still
 * find a package it lacks in the repository's node_modules; copied out of it, it has only what the deploy ships
 * (netlify.toml lists the files packages read at run time).
 */
const UNZIPPED = resolve('.netlify/functions-serve/.unzipped');

function copyOutOfRepository(name: string): string {
  const directory = mkdtempSync(join(tmpdir(), `bundle-${name}-`));
  cpSync(join(UNZIPPED, name), directory, { recursive: true });
  return directory;
}

test('every function bundle loads with only what the deploy ships', () => {
  test.setTimeout(120_000);
  const names = readdirSync(UNZIPPED);
  expect(names.length).toBeGreaterThan(20);
  const directories = names.map((name) => ({ name, directory: copyOutOfRepository(name) }));
  try {
    const script = `
      for (const { name, directory } of ${JSON.stringify(directories)}) {
        const module = await import(directory + '/netlify/functions/' + name + '.mjs');
        if (typeof module.default !== 'function') throw new Error(name + ' has no handler');
      }
      console.log('loaded');
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(output.trim().split('\n').at(-1)).toBe('loaded');
  } finally {
    for (const { directory } of directories) rmSync(directory, { recursive: true, force: true });
  }
});

test('a deployed function speaks with the embedded engine: text2wav ships with it', () => {
  test.setTimeout(60_000);
  const directory = copyOutOfRepository('games-model-reading');
  try {
    const twisters: { id: string }[] = JSON.parse(readFileSync('content/data/tongue-twisters.json', 'utf8'));
    const id = twisters[0]?.id ?? '';
    // A separate process outside the repository, so nothing resolves from the repository's node_modules.
    const script = `
      const { default: handler } = await import('./netlify/functions/games-model-reading.mjs');
      const response = await handler(new Request('http://localhost/api/games/model-reading/${id}'), { params: { id: '${id}' } });
      const audio = await response.arrayBuffer();
      console.log(JSON.stringify({ status: response.status, type: response.headers.get('Content-Type'), engine: response.headers.get('X-Voice-Engine'), bytes: audio.byteLength }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: directory,
      env: { PATH: process.env.PATH ?? '', DEMO_MODE: '1' },
      encoding: 'utf8',
    });
    const answer = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
    expect(answer).toMatchObject({ status: 200, type: 'audio/mpeg', engine: 'embedded' });
    expect(answer.bytes).toBeGreaterThan(1000);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

test('every function that speaks ships the engine, and the PDF functions ship the fonts they embed', () => {
  const bundles = ['voice-text-to-speech', 'voice-text-to-speech-part', 'voice-preview', 'voice-message'];
  for (const name of bundles) {
    for (const file of ['package.json', 'lib/espeak-ng.wasm', 'espeak-ng-data/phontab', 'espeak-ng-data/hi_dict']) {
      expect(existsSync(join(UNZIPPED, name, 'node_modules/text2wav', file)), `${name}: text2wav/${file}`).toBe(true);
    }
  }
  for (const name of ['admissions-slip', 'admissions-certificate']) {
    for (const face of ['latin-400', 'latin-700', 'devanagari-400', 'devanagari-700']) {
      const file = `node_modules/@fontsource/mukta/files/mukta-${face}-normal.woff`;
      expect(existsSync(join(UNZIPPED, name, file)), `${name}: ${file}`).toBe(true);
    }
  }
});
