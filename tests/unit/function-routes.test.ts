import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiFunctions, config as notFoundConfig } from '../../netlify/functions/not-found-api.mts';
import { matchRoute } from '../../netlify/lib/route-match';

const directory = new URL('../../netlify/functions/', import.meta.url);
const files = readdirSync(directory).filter((file) => file.endsWith('.mts') && file !== 'not-found-api.mts');

describe('function routes', () => {
  it.each(files)('%s has a literal /api/ path that the 404 fallback excludes and forwards', async (file) => {
    const module = await import(new URL(file, directory).href);
    const paths: string[] = [module.config?.path].flat();
    const excluded = [notFoundConfig.excludedPath].flat();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path).toMatch(/^\/api\//);
      expect(excluded).toContain(path);
      expect(apiFunctions.find(([forwarded]) => forwarded === path)?.[1]).toBe(module.default);
    }
  });

  it('sets Netlify rate limiting on the sensitive functions', async () => {
    for (const file of [
      'investor-login.mts',
      'investor-verify.mts',
      'investor-statement.mts',
      'investor-logout.mts',
      'auth-login.mts',
      'auth-logout.mts',
      'auth-status.mts',
      'elevenlabs-text-to-speech.mts',
      'elevenlabs-voice-clone.mts',
      'elevenlabs-voice-preview.mts',
      'elevenlabs-voices.mts',
    ]) {
      const { config } = await import(new URL(file, directory).href);
      expect(config.rateLimit).toMatchObject({ aggregateBy: ['ip', 'domain'] });
      expect(Number.isInteger(config.rateLimit.windowLimit) && Number.isInteger(config.rateLimit.windowSize)).toBe(
        true,
      );
    }
  });
});

describe('matchRoute', () => {
  it('matches literal and :param patterns like Netlify', () => {
    expect(matchRoute('/api/investor/login', '/api/investor/login')).toEqual({});
    expect(matchRoute('/api/investor/login', '/API/Investor/login/')).toEqual({});
    expect(matchRoute('/api/investor/login', '/api/investor/login/x')).toBeNull();
    expect(matchRoute('/api/investor/:code/statement', '/api/investor/ATVN-DEMO-0001/statement')).toEqual({
      code: 'ATVN-DEMO-0001',
    });
    expect(matchRoute('/api/investor/:code/statement', '/api/investor//statement')).toBeNull();
    expect(matchRoute('/api/a.b', '/api/aXb')).toBeNull();
  });
});
