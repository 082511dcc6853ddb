import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  challengeScore,
  pickOther,
  recordBest,
  TWISTER_RATINGS,
  twisterScore,
  wordCount,
} from '../../src/domain/games-scoring';
import { advanceHold, HOLD_MAX_SECONDS, type HoldState, initialHold, pitchScore } from '../../src/domain/pitch-hold';

describe('tongue-twister score', () => {
  it('counts words, not punctuation; a hyphenated pair is one word', () => {
    expect(wordCount('कच्चा पापड़, पक्का पापड़।')).toBe(4);
    expect(wordCount('पीतल के पतीले में पपीता पीला-पीला।')).toBe(6);
    expect(wordCount('Red lorry, yellow lorry — red lorry!')).toBe(6);
  });

  it('gives 100 per difficulty level for a clean reading at par (0.4 s a word)', () => {
    expect(twisterScore({ seconds: 1.6, difficulty: 1, words: 4, rating: 'clean' })).toBe(100);
    expect(twisterScore({ seconds: 4, difficulty: 3, words: 10, rating: 'clean' })).toBe(300);
  });

  it('rewards speed up to 1.5x par, and slips cost 40% and 70%', () => {
    const at = (seconds: number, rating: (typeof TWISTER_RATINGS)[number] = 'clean') =>
      twisterScore({ seconds, difficulty: 2, words: 10, rating });
    expect(at(2)).toBe(300);
    expect(at(0.5)).toBe(300);
    expect(at(8)).toBe(100);
    expect(at(4, 'one-slip')).toBe(120);
    expect(at(4, 'many-slips')).toBe(60);
    expect(at(1000)).toBe(40);
  });

  it('scores nothing without a time', () => {
    expect(twisterScore({ seconds: 0, difficulty: 2, words: 5, rating: 'clean' })).toBe(0);
    expect(twisterScore({ seconds: Number.NaN, difficulty: 2, words: 5, rating: 'clean' })).toBe(0);
  });

  it('never rises with more slips or a slower time', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 120, noNaN: true }),
        fc.double({ min: 0.1, max: 120, noNaN: true }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 40 }),
        (a, b, difficulty, words) => {
          const [fast, slow] = a < b ? [a, b] : [b, a];
          const scores = TWISTER_RATINGS.map((rating) => twisterScore({ seconds: fast, difficulty, words, rating }));
          expect(scores[0]).toBeGreaterThanOrEqual(scores[1] ?? 0);
          expect(scores[1]).toBeGreaterThanOrEqual(scores[2] ?? 0);
          const slower = twisterScore({ seconds: slow, difficulty, words, rating: 'clean' });
          expect(scores[0]).toBeGreaterThanOrEqual(slower);
        },
      ),
    );
  });
});

/** Feeds readings every 50 ms from `from` (seconds) for `seconds`, each `cents` off (null = no pitch). */
function feed(state: HoldState, from: number, seconds: number, cents: number | null): HoldState {
  let next = state;
  const steps = Math.round(seconds / 0.05);
  for (let k = 0; k <= steps; k++) next = advanceHold(next, from + k * 0.05, cents);
  return next;
}

describe('pitch-match hold and score', () => {
  it('a steady in-tune voice scores at 3 s and the round ends at 6 s with 100 for 0 cents', () => {
    const three = feed(initialHold, 0, 3, 0);
    expect(three.current?.seconds).toBeCloseTo(3, 6);
    expect(pitchScore(three.best)).toBe(70);
    expect(three.finished).toBe(false);
    const six = feed(three, 3.05, 3, 0);
    expect(six.finished).toBe(true);
    expect(six.best?.seconds).toBeGreaterThanOrEqual(HOLD_MAX_SECONDS);
    expect(pitchScore(six.best)).toBe(100);
  });

  it('accuracy counts: 25 cents off on average halves the accuracy points', () => {
    expect(pitchScore({ seconds: 3, meanAbsCents: 25 })).toBe(35);
    expect(pitchScore({ seconds: 4.5, meanAbsCents: 0 })).toBe(85);
    expect(pitchScore({ seconds: 2.9, meanAbsCents: 0 })).toBe(0);
    expect(pitchScore(null)).toBe(0);
  });

  it('out of tune (over 50 cents) never holds', () => {
    const state = feed(initialHold, 0, 5, 80);
    expect(state.best).toBeNull();
    expect(pitchScore(state.best)).toBe(0);
  });

  it('a short drop-out does not break a hold, a long one does', () => {
    let state = feed(initialHold, 0, 1, 10);
    state = advanceHold(state, 1.1, null);
    state = advanceHold(state, 1.2, -10);
    expect(state.current?.seconds).toBeCloseTo(1.2, 6);
    state = advanceHold(state, 1.8, 10);
    expect(state.current?.seconds).toBe(0);
    expect(state.best?.seconds).toBeCloseTo(1.2, 6);
  });

  it('ends the round when a scoring hold breaks, keeping that hold', () => {
    let state = feed(initialHold, 0, 3.5, 20);
    state = feed(state, 3.6, 0.5, 120);
    expect(state.finished).toBe(true);
    expect(state.best?.seconds).toBeCloseTo(3.5, 6);
    expect(pitchScore(state.best)).toBe(Math.round(70 * 0.6 + 30 * (0.5 / 3)));
    expect(advanceHold(state, 9, 0)).toBe(state);
  });
});

describe('emotion and character challenge score', () => {
  it('turns three 1-5 ratings into a percentage', () => {
    expect(challengeScore({ emotion: 5, clarity: 5, character: 5 })).toBe(100);
    expect(challengeScore({ emotion: 1, clarity: 1, character: 1 })).toBe(20);
    expect(challengeScore({ emotion: 4, clarity: 3, character: 5 })).toBe(80);
  });

  it('rejects ratings outside 1-5', () => {
    expect(() => challengeScore({ emotion: 0, clarity: 3, character: 3 })).toThrow(RangeError);
    expect(() => challengeScore({ emotion: 3, clarity: 6, character: 3 })).toThrow(RangeError);
    expect(() => challengeScore({ emotion: 3, clarity: 3, character: 2.5 })).toThrow(RangeError);
  });
});

describe('best scores and helpers', () => {
  it('keeps the higher score per id', () => {
    const first = recordBest({}, 'a', 50);
    expect(first).toEqual({ bests: { a: 50 }, improved: true });
    expect(recordBest(first.bests, 'a', 40)).toEqual({ bests: { a: 50 }, improved: false });
    expect(recordBest(first.bests, 'a', 60).bests).toEqual({ a: 60 });
    expect(recordBest(first.bests, 'b', 10).bests).toEqual({ a: 50, b: 10 });
  });

  it('pickOther never returns the current card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.nat(),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (n, c, r) => {
          const current = c % n;
          const next = pickOther(n, current, () => r);
          expect(next).not.toBe(current);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(n);
        },
      ),
    );
    expect(pickOther(1, 0)).toBe(0);
  });
});
