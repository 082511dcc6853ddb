import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES, localePath } from '../../src/domain/locale';
import { localeHref, localeOf, splitLocalePath } from '../../src/i18n/paths';

/** A route of the English edition: '/' or '/segment[/segment…]' of lower-case words. */
const route = fc.oneof(
  fc.constant('/'),
  fc
    .array(fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/), { minLength: 1, maxLength: 3 })
    .filter((segments) => segments[0] !== 'hi')
    .map((segments) => `/${segments.join('/')}`),
);
const locale = fc.constantFrom(...LOCALES);

describe('localePath', () => {
  it('keeps English routes as they are and puts Hindi ones under /hi', () => {
    expect(localePath('/admissions', 'en')).toBe('/admissions');
    expect(localePath('/', 'en')).toBe('/');
    expect(localePath('/admissions', 'hi')).toBe('/hi/admissions');
    expect(localePath('/', 'hi')).toBe('/hi');
  });

  it('is undone by splitLocalePath for every route and edition', () => {
    fc.assert(
      fc.property(route, locale, (path, edition) => {
        expect(splitLocalePath(localePath(path, edition))).toEqual({ locale: edition, route: path });
      }),
    );
  });
});

describe('splitLocalePath', () => {
  it('reads the edition from the first segment only when it is exactly a locale', () => {
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', route: '/' });
    expect(splitLocalePath('/hi/investor-portal')).toEqual({ locale: 'hi', route: '/investor-portal' });
    expect(splitLocalePath('/hindi')).toEqual({ locale: 'en', route: '/hindi' });
    expect(splitLocalePath('/about/hi')).toEqual({ locale: 'en', route: '/about/hi' });
  });
});

describe('localeHref', () => {
  it('points page links, with their anchors and queries, at the Hindi edition', () => {
    expect(localeHref('/admissions#apply', 'hi')).toBe('/hi/admissions#apply');
    expect(localeHref('/ai-tools?tab=1#tts', 'hi')).toBe('/hi/ai-tools?tab=1#tts');
    expect(localeHref('/', 'hi')).toBe('/hi');
  });

  it('leaves anchors, other sites, files, API paths and Hindi links alone', () => {
    for (const href of [
      '#apply',
      'https://example.org/x',
      '//cdn.example/x',
      '/og-image.png',
      '/api/chat',
      '/hi/about',
    ]) {
      expect(localeHref(href, 'hi')).toBe(href);
    }
  });

  it('changes nothing in the English edition', () => {
    fc.assert(
      fc.property(route, (path) => {
        expect(localeHref(path, 'en')).toBe(path);
      }),
    );
  });
});

describe('isLocale and localeOf', () => {
  it('accept exactly the two editions', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    for (const value of ['EN', 'hi-IN', '', undefined, 7, null]) expect(isLocale(value)).toBe(false);
  });

  it('fall back to English for anything that is not an edition', () => {
    expect(localeOf('hi')).toBe('hi');
    expect(localeOf(undefined)).toBe(DEFAULT_LOCALE);
    expect(localeOf('fr')).toBe('en');
  });
});
