import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const directory = new URL('../../netlify/functions/', import.meta.url);
const files = readdirSync(directory).filter((file) => file.endsWith('.mts'));

describe('function routes', () => {
  it.each(files)('%s serves one literal /api/ path', async (file) => {
    const module = await import(new URL(file, directory).href);
    // Netlify reads config statically: a path given through a constant silently gives the function no route.
    const source = readFileSync(new URL(file, directory), 'utf8');
    expect(module.config?.path).toMatch(/^\/api\//);
    expect(source).toContain(`path: '${module.config.path}'`);
    expect(typeof module.default).toBe('function');
  });

  it('has no two functions on the same path', async () => {
    const paths = await Promise.all(
      files.map(async (file) => (await import(new URL(file, directory).href)).config.path),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sets Netlify rate limiting on the sensitive functions', async () => {
    for (const file of [
      'investor-login.mts',
      'investor-verify.mts',
      'investor-statement.mts',
      'investor-logout.mts',
      'cardholder-login.mts',
      'cardholder-logout.mts',
      'cardholder-status.mts',
      'voice-text-to-speech.mts',
      'voice-clone.mts',
      'voice-preview.mts',
      'voice-list.mts',
    ]) {
      const { config } = await import(new URL(file, directory).href);
      expect(config.rateLimit).toMatchObject({ aggregateBy: ['ip', 'domain'] });
      expect(Number.isInteger(config.rateLimit.windowLimit) && Number.isInteger(config.rateLimit.windowSize)).toBe(
        true,
      );
    }
  });
});
