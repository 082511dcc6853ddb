import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preparePages, type SearchPage, searchPages } from '../../src/domain/search-ranking';
import { snippetOf } from '../../src/domain/search-snippet';
import { foldedWords, foldForSearch } from '../../src/domain/search-text';

/** A small site in two editions, worded like the real one, with decoys that mention the same words less well. */
const english: SearchPage[] = [
  {
    path: '/',
    title: 'Voice acting institute',
    text: 'Free course for girls. Check your application at the student portal.',
  },
  { path: '/about', title: 'About us', text: 'We run a voice-acting institute. Our students love the student portal.' },
  {
    path: '/admissions',
    title: 'Admissions',
    text: 'Fee: free of charge for the full 6 months. Students receive a certificate when they complete the course.',
  },
  { path: '/student-portal', title: 'Student Portal', text: 'Sign in with your registration number.' },
  {
    path: '/investment-policy',
    title: 'Investment Policy',
    text: 'Refund: the refund reaches your registered bank account within 15 working days.',
  },
  {
    path: '/terms-conditions',
    title: 'Terms and Conditions',
    text: 'Fees once paid are not refunded. A certificate is issued.',
  },
];
const hindi: SearchPage[] = [
  { path: '/hi', title: 'वॉइस एक्टिंग संस्थान', text: 'लड़कियों के लिए मुफ़्त कोर्स। स्टूडेंट पोर्टल पर आवेदन देखें।' },
  {
    path: '/hi/admissions',
    title: 'दाख़िला',
    text: 'फ़ीस: पूरे 6 महीने के लिए कोई फ़ीस नहीं। कोर्स पूरा होने पर सर्टिफ़िकेट मिलता है।',
  },
  { path: '/hi/student-portal', title: 'स्टूडेंट पोर्टल', text: 'अपने रजिस्ट्रेशन नंबर से साइन इन करें।' },
  { path: '/hi/investment-policy', title: 'निवेश नीति', text: 'वापसी: 15 कामकाजी दिनों के अंदर पैसा आपके खाते में पहुँचता है।' },
  { path: '/hi/terms-conditions', title: 'नियम और शर्तें', text: 'कोर्स की फीस लौटाई नहीं जाती।' },
];
const englishIndex = preparePages(english);
const hindiIndex = preparePages(hindi);
const paths = (index: typeof englishIndex, query: string) => searchPages(index, query).map((hit) => hit.page.path);

describe('folding for search', () => {
  it('drops the nukta, whether the letter is written precomposed or with a separate nukta', () => {
    expect(foldForSearch('फ़ीस').text).toBe('फीस');
    expect(foldForSearch('\u095Eीस').text).toBe('फीस');
    expect(foldForSearch('\u092B\u093Cीस').text).toBe('फीस');
  });

  it('reads chandrabindu as anusvara, ignores joiners, letter case and Latin accents', () => {
    expect(foldForSearch('सेवाएँ').text).toBe(foldForSearch('सेवाएं').text);
    expect(foldForSearch('क्\u200Dष').text).toBe('क्ष');
    expect(foldForSearch('Café PORTAL').text).toBe('cafe portal');
  });

  it('remembers, for every folded unit, the index of the character it came from', () => {
    const folded = foldForSearch('ab\u095Ec');
    expect(folded.text).toBe('abफc');
    expect(folded.origin).toEqual([0, 1, 2, 3, 4]);
  });

  it('splits a query into folded words at spaces and punctuation', () => {
    expect(foldedWords('  Student-Portal! ')).toEqual(['student', 'portal']);
    expect(foldedWords('छात्र   पोर्टल')).toEqual(['छात्र', 'पोर्टल']);
    expect(foldedWords(' \t ')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts the page a synonym group names first, in either edition and in either language', () => {
    for (const query of ['student portal', 'Student Portal', 'student-portal'])
      expect(paths(englishIndex, query)[0], query).toBe('/student-portal');
    for (const query of ['स्टूडेंट पोर्टल', 'छात्र पोर्टल', 'student portal'])
      expect(paths(hindiIndex, query)[0], query).toBe('/hi/student-portal');
    expect(paths(englishIndex, 'certificate')[0]).toBe('/admissions');
    expect(paths(englishIndex, 'refund')[0]).toBe('/investment-policy');
    expect(paths(hindiIndex, 'refund')[0]).toBe('/hi/investment-policy');
  });

  it('finds the fees on the Hindi pages from "fees", "फ़ीस", "फीस" and "शुल्क"', () => {
    for (const query of ['fees', 'fee', 'फ़ीस', 'फीस', 'शुल्क', 'Fees']) {
      const found = paths(hindiIndex, query);
      expect(found[0], query).toBe('/hi/admissions');
      expect(found, query).toContain('/hi/terms-conditions');
    }
  });

  it('a word outside the synonym table finds only pages with a word starting with it, title matches first', () => {
    expect(paths(englishIndex, 'regist')).toEqual(['/student-portal', '/investment-policy']);
    expect(paths(englishIndex, 'investment')).toEqual(['/investment-policy']);
    expect(paths(englishIndex, 'portal')[0]).toBe('/student-portal');
    // Inside a word is not a match.
    expect(paths(englishIndex, 'ortal')).toEqual([]);
  });

  it('every part of the query must be found; nothing, blank or unknown finds nothing', () => {
    expect(paths(englishIndex, 'refund certificate')).toEqual(['/terms-conditions']);
    expect(paths(englishIndex, 'xyz123')).toEqual([]);
    expect(paths(englishIndex, '   ')).toEqual([]);
    expect(paths(englishIndex, 'refund xyz123')).toEqual([]);
  });

  it('marks the whole matched word in the text as written, nukta and all', () => {
    const [hit] = searchPages(hindiIndex, 'फीस');
    if (!hit) throw new Error('no hit');
    const marked = hit.textMatches.map(({ start, end }) => hit.page.text.slice(start, end));
    expect(marked).toEqual(['फ़ीस', 'फ़ीस']);
    const [englishHit] = searchPages(englishIndex, 'fee');
    expect(englishHit?.textMatches.map(({ start, end }) => englishHit.page.text.slice(start, end))).toEqual(['Fee']);
  });
});

describe('snippets', () => {
  const words = new Intl.Segmenter('hi', { granularity: 'word' });
  const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });
  const boundaries = (segmenter: Intl.Segmenter, text: string) =>
    new Set([...segmenter.segment(text)].flatMap(({ index, segment }) => [index, index + segment.length]));

  it('start at a sentence near the match, or at a word with an ellipsis, and mark the match', () => {
    const text = `${'Our institute teaches voice acting to girls in New Delhi every single week. '.repeat(3)}Fees: none at all.`;
    const match = { start: text.indexOf('Fees'), end: text.indexOf('Fees') + 4 };
    const snippet = snippetOf(text, [match], 'en');
    expect(snippet.start).toBe(match.start);
    expect(snippet.cutBefore).toBe(false);
    expect(snippet.parts[0]).toEqual({ text: 'Fees', mark: true });

    const long = `${'word '.repeat(40)}and then the fees come late in a very long sentence ${'more '.repeat(40)}`;
    const at = long.indexOf('fees');
    const cut = snippetOf(long, [{ start: at, end: at + 4 }], 'en');
    expect(cut.cutBefore).toBe(true);
    expect(cut.cutAfter).toBe(true);
    expect(long.slice(cut.start, cut.start + 5)).toMatch(/^\w+ /);
    expect(cut.parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['fees']);
  });

  it('start and end on word boundaries, hold the match, and never part a letter from its marks (any text)', () => {
    const unit = fc.constantFrom(
      'फ़ीस',
      'फ',
      '\u093C',
      'ी',
      'स',
      'क्',
      'ष',
      'ि',
      'ं',
      'ँ',
      '्',
      'fee',
      's',
      ' ',
      '  ',
      '. ',
      '। ',
      ',',
      '-',
      'é',
      '\u200D',
    );
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 300 }), fc.nat(), (units, pick) => {
        const text = units.join('');
        const wordSegments = [...words.segment(text)].filter((segment) => segment.isWordLike);
        fc.pre(wordSegments.length > 0);
        const chosen = wordSegments[pick % wordSegments.length];
        if (!chosen) return;
        const match = { start: chosen.index, end: chosen.index + chosen.segment.length };
        const snippet = snippetOf(text, [match], 'hi');
        const wordBoundaries = boundaries(words, text);
        const letterBoundaries = boundaries(graphemes, text);
        expect(wordBoundaries.has(snippet.start)).toBe(true);
        expect(wordBoundaries.has(snippet.end)).toBe(true);
        expect(snippet.start).toBeLessThanOrEqual(match.start);
        expect(snippet.end).toBeGreaterThanOrEqual(match.end);
        expect(snippet.parts.map((part) => part.text).join('')).toBe(text.slice(snippet.start, snippet.end));
        let at = snippet.start;
        for (const part of snippet.parts) {
          expect(letterBoundaries.has(at)).toBe(true);
          at += part.text.length;
        }
        if (snippet.start === 0) expect(snippet.cutBefore).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
