import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const directory = new URL('../../netlify/functions/', import.meta.url);
const all = readdirSync(directory).filter((file) => file.endsWith('.mts'));
/** Scheduled functions (config.schedule) run on Netlify's clock and may not have a path. */
const isScheduled = (file: string) => /\bschedule: '/.test(readFileSync(new URL(file, directory), 'utf8'));
const files = all.filter((file) => !isScheduled(file));
const scheduled = all.filter(isScheduled);

describe('function routes', () => {
  it.each(files)('%s serves one literal /api/ path', async (file) => {
    const module = await import(new URL(file, directory).href);
    // Netlify reads config statically: a path given through a constant silently gives the function no route.
    const source = readFileSync(new URL(file, directory), 'utf8');
    expect(module.config?.path).toMatch(/^\/api\//);
    expect(source).toContain(`path: '${module.config.path}'`);
    expect(typeof module.default).toBe('function');
  });

  it.each(scheduled)('%s is scheduled with a literal schedule and no path', async (file) => {
    const module = await import(new URL(file, directory).href);
    const source = readFileSync(new URL(file, directory), 'utf8');
    expect(module.config.path).toBeUndefined();
    expect(source).toContain(`schedule: '${module.config.schedule}'`);
    expect(typeof module.default).toBe('function');
  });

  it('has no two functions answering the same path and method', async () => {
    // Netlify routes a call by path and, where a function's config names them, by method: two functions may share a
    // path only with methods of their own; one without `method` answers every method of its path.
    const routes = await Promise.all(
      files.map(
        async (file) =>
          (await import(new URL(file, directory).href)).config as { path?: string; method?: string | string[] },
      ),
    );
    const taken = new Map<string, Set<string> | 'all'>();
    for (const { path, method } of routes) {
      if (path === undefined) continue;
      const methods = method === undefined ? 'all' : new Set([method].flat());
      const before = taken.get(path);
      if (before !== undefined) {
        expect(before, `${path} served twice`).not.toBe('all');
        expect(methods, `${path} served twice`).not.toBe('all');
        for (const each of methods as Set<string>)
          expect((before as Set<string>).has(each), `${each} ${path}`).toBe(false);
        for (const each of methods as Set<string>) (before as Set<string>).add(each);
      } else taken.set(path, methods);
    }
    expect(taken.size).toBeGreaterThan(40);
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
