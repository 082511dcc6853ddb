import { clamp } from './games-scoring';

/**
 * The pitch match's hold (sing the target note within 50 cents for 3 to 6 seconds) and its score. Pure functions,
 * shared by the game and the unit tests; apart from the other games' scoring so the game's code loads with the game.
 */

/** In tune means within this many cents of the target. */
export const HOLD_TOLERANCE_CENTS = 50;
/** A hold this long scores. */
export const HOLD_TO_SCORE_SECONDS = 3;
/** The round ends when a hold reaches this; holding longer than the minimum raises the score up to here. */
export const HOLD_MAX_SECONDS = 6;
/** A drop-out this short (a missed frame, a catch in the voice) does not break a hold. */
export const HOLD_GRACE_SECONDS = 0.25;

export interface Hold {
  seconds: number;
  /** Mean distance from the target over the hold, in cents. */
  meanAbsCents: number;
}

export interface HoldState {
  /** When the current hold began (seconds on the caller's clock), or null when not in tune. */
  startedAt: number | null;
  lastInTuneAt: number;
  sumAbsCents: number;
  frames: number;
  current: Hold | null;
  /** The longest hold of the round so far. */
  best: Hold | null;
  /** The round is over: a scoring hold ended, or a hold reached HOLD_MAX_SECONDS. */
  finished: boolean;
}

export const initialHold: HoldState = {
  startedAt: null,
  lastInTuneAt: 0,
  sumAbsCents: 0,
  frames: 0,
  current: null,
  best: null,
  finished: false,
};

const longer = (a: Hold | null, b: Hold | null) => (!a || (b && b.seconds > a.seconds) ? b : a);

/**
 * Feeds one pitch reading (cents off the target, or null for no pitch) taken at `time` seconds.
 * Readings must come in time order; a finished state is returned unchanged.
 */
export function advanceHold(state: HoldState, time: number, cents: number | null): HoldState {
  if (state.finished) return state;
  const inTune = cents !== null && Math.abs(cents) <= HOLD_TOLERANCE_CENTS;
  const broken = state.startedAt !== null && time - state.lastInTuneAt > HOLD_GRACE_SECONDS;
  if (broken) {
    const ended = { ...initialHold, best: state.best };
    if (state.best && state.best.seconds >= HOLD_TO_SCORE_SECONDS) return { ...ended, finished: true };
    return inTune ? advanceHold(ended, time, cents) : ended;
  }
  if (!inTune) return state;
  const startedAt = state.startedAt ?? time;
  const sumAbsCents = state.sumAbsCents + Math.abs(cents);
  const frames = state.frames + 1;
  const current = { seconds: time - startedAt, meanAbsCents: sumAbsCents / frames };
  const best = longer(state.best, current);
  return {
    startedAt,
    lastInTuneAt: time,
    sumAbsCents,
    frames,
    current,
    best,
    finished: current.seconds >= HOLD_MAX_SECONDS,
  };
}

/**
 * 0 below a 3-second hold. Otherwise 70 points for accuracy (full at 0 cents, none at 50) plus up to 30 for
 * holding on from 3 to 6 seconds: a perfect 6-second hold scores 100.
 */
export function pitchScore(hold: Hold | null): number {
  if (!hold || hold.seconds < HOLD_TO_SCORE_SECONDS) return 0;
  const accuracy = clamp(1 - hold.meanAbsCents / HOLD_TOLERANCE_CENTS, 0, 1);
  const extra = clamp((hold.seconds - HOLD_TO_SCORE_SECONDS) / (HOLD_MAX_SECONDS - HOLD_TO_SCORE_SECONDS), 0, 1);
  return Math.round(70 * accuracy + 30 * extra);
}
