/**
 * Scoring of the /games voice-training games (the pitch match's hold: pitch-hold.ts), and the best-score table each
 * game keeps in the browser.
 * Pure functions, shared by the island and the unit tests.
 */

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/* Tongue-twister challenge */

export const TWISTER_RATINGS = ['clean', 'one-slip', 'many-slips'] as const;
export type TwisterRating = (typeof TWISTER_RATINGS)[number];

/** How much of the score a self-rating keeps. */
export const TWISTER_RATING_FACTOR: Readonly<Record<TwisterRating, number>> = {
  clean: 1,
  'one-slip': 0.6,
  'many-slips': 0.3,
};

/** Par time: a clear, brisk reading takes about this long per word. */
export const PAR_SECONDS_PER_WORD = 0.4;
/** Faster than par earns more, up to this factor (beyond it speed stops paying: clarity matters more). */
export const MAX_SPEED_FACTOR = 1.5;
const MIN_SPEED_FACTOR = 0.2;

/** Words of a text (hyphenated pairs count once; punctuation alone is not a word). */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export interface TwisterAttempt {
  /** Time on the timer. */
  seconds: number;
  /** 1-3, from the twister's data. */
  difficulty: number;
  /** Words in the twister. */
  words: number;
  rating: TwisterRating;
}

/**
 * 100 points per difficulty level, times a speed factor (par time / your time, 0.2-1.5) and the self-rating
 * factor (clean 1, one slip 0.6, many slips 0.3). A clean reading at par of a difficulty-3 twister scores 300.
 */
export function twisterScore({ seconds, difficulty, words, rating }: TwisterAttempt): number {
  if (!(seconds > 0) || words < 1) return 0;
  const speed = clamp((words * PAR_SECONDS_PER_WORD) / seconds, MIN_SPEED_FACTOR, MAX_SPEED_FACTOR);
  return Math.round(100 * clamp(Math.round(difficulty), 1, 3) * speed * TWISTER_RATING_FACTOR[rating]);
}

/* Emotion and character-voice challenge */

export const CHALLENGE_CRITERIA = ['emotion', 'clarity', 'character'] as const;
export type ChallengeCriterion = (typeof CHALLENGE_CRITERIA)[number];
export type ChallengeRatings = Readonly<Record<ChallengeCriterion, number>>;

/** Three self-ratings of 1-5 as a percentage: all fives give 100, all ones 20. */
export function challengeScore(ratings: ChallengeRatings): number {
  let sum = 0;
  for (const criterion of CHALLENGE_CRITERIA) {
    const value = ratings[criterion];
    if (!Number.isInteger(value) || value < 1 || value > 5) {
      throw new RangeError(`${criterion} must be a whole number from 1 to 5`);
    }
    sum += value;
  }
  return Math.round((sum / (5 * CHALLENGE_CRITERIA.length)) * 100);
}

/* Shared */

export type BestScores = Readonly<Record<string, number>>;

/** Records a score: the table with the new best, and whether it beat the previous one. */
export function recordBest(bests: BestScores, id: string, score: number): { bests: BestScores; improved: boolean } {
  const previous = bests[id];
  if (previous !== undefined && previous >= score) return { bests, improved: false };
  return { bests: { ...bests, [id]: score }, improved: true };
}

/** A random index other than `current` (for "Next card"); `random` returns 0 <= x < 1. */
export function pickOther(length: number, current: number, random: () => number = Math.random): number {
  if (length <= 1) return 0;
  const offset = 1 + Math.floor(random() * (length - 1));
  return (current + offset) % length;
}
