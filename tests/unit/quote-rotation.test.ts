import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialState,
  liveMode,
  QUOTE_ROTATION_MS,
  type RotationState,
  shouldAutoRotate,
  stepIndex,
} from '../../src/domain/quote-rotation';

const running: RotationState = initialState(false);

describe('quote rotation', () => {
  it('rotates every 4000 ms', () => {
    expect(QUOTE_ROTATION_MS).toBe(4000);
  });

  it('steps forward and wraps from the last quote to the first', () => {
    expect(stepIndex(0, 6, 1)).toBe(1);
    expect(stepIndex(5, 6, 1)).toBe(0);
  });

  it('steps back and wraps from the first quote to the last', () => {
    expect(stepIndex(3, 6, -1)).toBe(2);
    expect(stepIndex(0, 6, -1)).toBe(5);
  });

  it('always lands on a valid index', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), fc.integer({ min: -100, max: 100 }), (count, at, step) => {
        const index = stepIndex(at % count, count, step);
        return Number.isInteger(index) && index >= 0 && index < count;
      }),
    );
  });

  it('refuses an empty quote list', () => {
    expect(() => stepIndex(0, 0, 1)).toThrow(RangeError);
  });

  it('rotates automatically when nothing holds it', () => {
    expect(shouldAutoRotate(running, 6)).toBe(true);
    expect(liveMode(running, 6)).toBe('off');
  });

  it.each([
    ['hovered', { hovered: true }],
    ['focus inside', { focusWithin: true }],
    ['paused by the visitor', { userPaused: true }],
    ['tab hidden', { documentHidden: true }],
  ] as const)('holds still while %s and then announces changes politely', (_, change) => {
    const state = { ...running, ...change };
    expect(shouldAutoRotate(state, 6)).toBe(false);
    expect(liveMode(state, 6)).toBe('polite');
  });

  it('never rotates a single quote', () => {
    expect(shouldAutoRotate(running, 1)).toBe(false);
  });

  it('starts paused under prefers-reduced-motion', () => {
    expect(initialState(true).userPaused).toBe(true);
    expect(shouldAutoRotate(initialState(true), 6)).toBe(false);
    expect(shouldAutoRotate(initialState(false), 6)).toBe(true);
  });
});
