import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONG_SPEECH_MIN, PART_MAX, speaksInParts, splitSpeech, spokenLength } from '../../src/domain/speech-parts';

const SENTENCE_ENDING = /(?:[.!?।॥…]+["'”’»)\]]*\s+|\n\s*)$/;

/** Texts made of sentences, words, Devanagari, emoji (surrogate pairs), line breaks and runs of spaces. */
const speechText = fc
  .array(
    fc.oneof(
      fc.constantFrom('Hello', 'नमस्ते', 'दुनिया', 'a', 'voice', '😀', '"quoted."', '(aside)', 'x'.repeat(30)),
      fc.constantFrom(' ', '  ', '\n', '\n\n', '\t'),
      fc.constantFrom('. ', '! ', '? ', '। ', '॥ ', '... ', '.” '),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 80 },
  )
  .map((pieces) => pieces.join(''));

describe('splitSpeech', () => {
  it('gives the text back exactly, in parts of at most max spoken characters, none without words', () => {
    fc.assert(
      fc.property(speechText, fc.integer({ min: 2, max: 60 }), (text, max) => {
        const parts = splitSpeech(text, max);
        expect(parts.join('')).toBe(text);
        for (const part of parts) expect(spokenLength(part)).toBeLessThanOrEqual(max);
        if (text.trim() !== '') for (const part of parts) expect(part.trim()).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });

  it('never cuts an emoji or other surrogate pair in two', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 2, max: 20 }), (text, max) => {
        for (const part of splitSpeech(text, max)) expect(part.isWellFormed()).toBe(true);
      }),
    );
  });

  it('ends every part but the last at a sentence end when every sentence fits in a part', () => {
    const sentence = fc
      .tuple(
        fc.array(fc.constantFrom('word', 'शब्द', 'voice', 'अभिनय'), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('. ', '? ', '! ', '। ', '.\n', '\n'),
      )
      .map(([words, end]) => words.join(' ') + end);
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 40 }), (sentences) => {
        const text = sentences.join('');
        const parts = splitSpeech(text, 40);
        for (const part of parts.slice(0, -1)) expect(part).toMatch(SENTENCE_ENDING);
      }),
    );
  });

  it('fills parts greedily: a part and the next one’s first sentence would not fit together', () => {
    const text = 'One two three. Four five. Six seven eight nine. Ten.';
    expect(splitSpeech(text, 25)).toEqual(['One two three. Four five. ', 'Six seven eight nine. ', 'Ten.']);
    expect(splitSpeech(text, 200)).toEqual([text]);
  });

  it('cuts a sentence longer than a part between words, and a word longer than a part between characters', () => {
    expect(splitSpeech('aaa bbb ccc ddd. Next.', 8)).toEqual(['aaa bbb ', 'ccc ddd. ', 'Next.']);
    expect(splitSpeech('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(splitSpeech('  lead. Tail', 8)).toEqual(['  lead. ', 'Tail']);
  });

  it('splits 50,000 characters of Hindi into 25 to 30 parts of at most 2,000', () => {
    const sentence = 'आवाज़ अभिनय संस्थान में आपका स्वागत है। ';
    const text = sentence.repeat(Math.ceil(50_000 / sentence.length)).slice(0, 50_000);
    const parts = splitSpeech(text);
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThanOrEqual(25);
    expect(parts.length).toBeLessThanOrEqual(30);
    for (const part of parts) expect(spokenLength(part)).toBeLessThanOrEqual(PART_MAX);
  });

  it('speaks texts over LONG_SPEECH_MIN characters in parts, shorter ones in one request', () => {
    expect(speaksInParts('x'.repeat(LONG_SPEECH_MIN))).toBe(false);
    expect(speaksInParts('x'.repeat(LONG_SPEECH_MIN + 1))).toBe(true);
    expect(splitSpeech('x'.repeat(LONG_SPEECH_MIN + 1))).toHaveLength(2);
  });
});
