import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { routeForSearch, SEARCH_SUGGESTIONS } from '../../src/domain/search-routing';
import { en } from '../../src/i18n/messages/en';

const firstName = site.founder.firstName;

/** The search rules, in rule order: the first rule whose keyword the lowercased query contains wins. */
const rules: { keywords: string[]; path: string }[] = [
  { keywords: ['voice', 'acting'], path: '/institute-voice-acting' },
  { keywords: ['ai', 'tools'], path: '/ai-tools' },
  { keywords: ['founder', firstName.toLowerCase()], path: '/founder' },
  { keywords: ['investor'], path: '/investor-portal' },
  { keywords: ['about'], path: '/about' },
];
const allKeywords = rules.flatMap((rule) => rule.keywords);
const containsAny = (text: string, keywords: string[]) => keywords.some((keyword) => text.includes(keyword));

describe('routeForSearch keyword rules', () => {
  it.each([
    ['voice', '/institute-voice-acting'],
    ['acting', '/institute-voice-acting'],
    ['Voice Acting', '/institute-voice-acting'],
    ['ai', '/ai-tools'],
    ['tools', '/ai-tools'],
    ['AI Tools', '/ai-tools'],
    ['founder', '/founder'],
    ['investor', '/investor-portal'],
    ['Investor Portal', '/investor-portal'],
    ['about', '/about'],
    ['about us', '/about'],
    ['services', '/services'],
    ['Services', '/services'],
    ['dubbing', '/services'],
    ['ivr', '/services'],
    ['x', '/services'],
  ])('%j goes to %s', (query, path) => {
    expect(routeForSearch(query, firstName)).toBe(path);
  });

  it("routes the founder's first name from content/site.json to /founder", () => {
    expect(routeForSearch(firstName, firstName)).toBe('/founder');
    expect(routeForSearch(firstName.toUpperCase(), firstName)).toBe('/founder');
    expect(routeForSearch(`who is ${firstName.toLowerCase()}?`, firstName)).toBe('/founder');
  });

  it('takes the first name as a parameter, so a new founder needs no code change', () => {
    expect(routeForSearch('Meera', 'Meera')).toBe('/founder');
    expect(routeForSearch('Meera', 'Kavya')).toBe('/services');
  });

  it('matches keywords inside longer words and sentences', () => {
    expect(routeForSearch('voiceover classes', firstName)).toBe('/institute-voice-acting');
    expect(routeForSearch('what does the founder do', firstName)).toBe('/founder');
    expect(routeForSearch('investors', firstName)).toBe('/investor-portal');
    expect(routeForSearch('tell me about it', firstName)).toBe('/about');
    expect(routeForSearch('email', firstName)).toBe('/ai-tools'); // "ai" inside "email": SPEC's plain substring rule
  });
});

describe('routeForSearch letter case and spaces', () => {
  it.each(['VOICE', 'Voice', 'vOiCe', '  voice  ', '\tvoice\n', ' ACTING '])('%j goes to the institute', (query) => {
    expect(routeForSearch(query, firstName)).toBe('/institute-voice-acting');
  });

  it.each([
    ['  FOUNDER ', '/founder'],
    [' Ai ', '/ai-tools'],
    ['TOOLS', '/ai-tools'],
    ['  INVESTOR', '/investor-portal'],
    ['About  ', '/about'],
    ['  SERVICES  ', '/services'],
  ])('%j goes to %s', (query, path) => {
    expect(routeForSearch(query, firstName)).toBe(path);
  });

  it.each(['', ' ', '   ', '\t', '\n', ' \t\r\n ', '\u00a0', '\u2003'])('blank %j gives null', (query) => {
    expect(routeForSearch(query, firstName)).toBeNull();
  });
});

describe('routeForSearch rule order', () => {
  it.each([
    ['voice ai', '/institute-voice-acting'],
    ['ai voice', '/institute-voice-acting'],
    ['acting tools', '/institute-voice-acting'],
    ['founder of voice', '/institute-voice-acting'],
    ['ai founder', '/ai-tools'],
    ['tools for investors', '/ai-tools'],
    ['founder investor', '/founder'],
    [`about ${firstName}`, '/founder'],
    ['investor about', '/investor-portal'],
    ['about services', '/about'],
  ])('%j goes to %s', (query, path) => {
    expect(routeForSearch(query, firstName)).toBe(path);
  });
});

describe('routeForSearch properties', () => {
  it('sends any non-blank text without a keyword to /services', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (query) => {
        const text = query.trim().toLowerCase();
        fc.pre(text !== '' && !containsAny(text, allKeywords));
        expect(routeForSearch(query, firstName)).toBe('/services');
      }),
      { numRuns: 200 },
    );
  });

  it('answers null for any whitespace-only text', () => {
    const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2003', '\u3000', '\ufeff');
    fc.assert(
      fc.property(fc.array(whitespace, { maxLength: 20 }), (chars) => {
        expect(routeForSearch(chars.join(''), firstName)).toBeNull();
      }),
    );
  });

  it('routes text with a keyword to the first matching rule, whatever surrounds it', () => {
    const ruleIndex = fc.integer({ min: 0, max: rules.length - 1 });
    fc.assert(
      fc.property(ruleIndex, fc.nat(), fc.string(), fc.string(), (index, pick, before, after) => {
        const rule = rules[index];
        if (!rule) throw new Error('rule index out of range');
        const keyword = rule.keywords[pick % rule.keywords.length] ?? '';
        const query = `${before}${pick % 2 === 0 ? keyword : keyword.toUpperCase()}${after}`;
        const earlier = rules.slice(0, index).flatMap((r) => r.keywords);
        fc.pre(!containsAny(query.trim().toLowerCase(), earlier));
        expect(routeForSearch(query, firstName)).toBe(rule.path);
      }),
      { numRuns: 500 },
    );
  });
});

describe('search hint', () => {
  it('is the fixed text: the English prefix, then the suggested searches', () => {
    expect(`${en.site.searchDialog.hintPrefix}${SEARCH_SUGGESTIONS.join(', ')}`).toBe(
      'Try searching for: Voice Acting, AI Tools, Founder, Services, Investor Portal',
    );
  });
});
