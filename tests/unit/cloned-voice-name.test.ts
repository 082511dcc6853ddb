import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clonedVoiceName } from '../../src/domain/cloned-voice-name';

describe('clonedVoiceName', () => {
  it('names the voice with the date and the time to the second, in India', () => {
    expect(clonedVoiceName([], new Date('2026-11-23T07:40:05Z'))).toBe('My voice 23 Nov 2026, 1:10:05 pm');
  });

  it('tells apart two voices made in the same minute', () => {
    const first = clonedVoiceName([], new Date('2026-11-23T07:40:05Z'));
    const second = clonedVoiceName([first], new Date('2026-11-23T07:40:35Z'));
    expect(second).not.toBe(first);
  });

  it('never repeats a name of the list, even within one second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (count) => {
        const now = new Date('2026-11-23T07:40:05Z');
        const names: string[] = [];
        for (let i = 0; i < count; i++) names.push(clonedVoiceName(names, now));
        expect(new Set(names).size).toBe(count);
      }),
    );
  });
});
