import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLONE_PROGRESS, nextProgress, PROGRESS_CAP, SPEECH_PROGRESS } from '../../src/domain/progress';
import {
  bannerTone,
  CARD_HOLDER_MAX,
  canGenerate,
  chargeFor,
  FREE_TRIAL_LIMIT,
  isExhausted,
  maxTextLength,
  ORANGE_THRESHOLD,
  PIN_LENGTH,
  remaining,
  trialNotice,
  WARNING_THRESHOLD,
} from '../../src/domain/trial';
import { en as english } from '../../src/i18n/messages/en';
import { trialCompleteText, trialNoticeText, usageText } from '../../src/i18n/trial-text';

const en = english.voiceTools;
/** The notice and its English words, as the text box shows them. */
const trialMessage = (used: number, textLength: number) => {
  const notice = trialNotice(used, textLength);
  return notice && { kind: notice.kind, text: trialNoticeText(notice, en) };
};

describe('trial constants', () => {
  it('are exact', () => {
    expect([FREE_TRIAL_LIMIT, WARNING_THRESHOLD, ORANGE_THRESHOLD, CARD_HOLDER_MAX, PIN_LENGTH]).toEqual([
      500, 450, 400, 50000, 4,
    ]);
  });
});

describe('trialNotice and its words', () => {
  it('returns the rule as data: the total and what is left, or how far over', () => {
    expect(trialNotice(400, 51)).toEqual({ kind: 'warning', total: 451, left: 49 });
    expect(trialNotice(480, 30)).toEqual({ kind: 'limit', over: 10 });
    expect(trialNotice(400, 50)).toBeNull();
  });

  it('says nothing up to a total of 450', () => {
    expect(trialMessage(0, 0)).toBeNull();
    expect(trialMessage(400, 50)).toBeNull();
    expect(trialMessage(0, 450)).toBeNull();
  });

  it('warns above 450 with the exact text', () => {
    expect(trialMessage(400, 51)).toEqual({
      kind: 'warning',
      text: 'Warning: This message will use 451/500 characters, leaving only 49 characters remaining.',
    });
    expect(trialMessage(0, 500)?.text).toBe(
      'Warning: This message will use 500/500 characters, leaving only 0 characters remaining.',
    );
  });

  it('gives the limit text above 500', () => {
    expect(trialMessage(480, 30)).toEqual({
      kind: 'limit',
      text: 'This message would exceed your free trial limit by 10 characters. Please reduce text length.',
    });
    expect(trialMessage(500, 1)?.text).toBe(
      'This message would exceed your free trial limit by 1 characters. Please reduce text length.',
    );
  });
});

describe('remaining, maxTextLength, canGenerate, bannerTone', () => {
  it('handles the edges', () => {
    expect(remaining(0)).toBe(500);
    expect(remaining(499)).toBe(1);
    expect(remaining(500)).toBe(0);
    expect(remaining(700)).toBe(0);
    expect(maxTextLength(120)).toBe(380);
    expect(canGenerate(0, 0)).toBe(false);
    expect(canGenerate(0, 500)).toBe(true);
    expect(canGenerate(1, 500)).toBe(false);
    expect(canGenerate(500, 1)).toBe(false);
    expect(isExhausted(499)).toBe(false);
    expect(isExhausted(500)).toBe(true);
    expect(bannerTone(400, false)).toBe('normal');
    expect(bannerTone(401, false)).toBe('orange');
    expect(bannerTone(499, false)).toBe('orange');
    expect(bannerTone(500, false)).toBe('red');
    expect(bannerTone(10, true)).toBe('red');
    expect(usageText(123, en)).toBe('123/500 characters used');
    expect(usageText(650, en)).toBe('500/500 characters used');
    expect(chargeFor('नमस्ते')).toBe(6);
  });
});

const used = fc.integer({ min: 0, max: 600 });
const length = fc.integer({ min: 0, max: 600 });

describe('properties', () => {
  it('a text within maxTextLength can always be generated when not empty', () => {
    fc.assert(
      fc.property(used, length, (u, n) => {
        if (n > 0 && n <= maxTextLength(u)) expect(canGenerate(u, n)).toBe(true);
        if (n > maxTextLength(u)) expect(canGenerate(u, n)).toBe(false);
      }),
    );
  });

  it('the limit text appears exactly when generating is refused for a non-empty text', () => {
    fc.assert(
      fc.property(used, fc.integer({ min: 1, max: 600 }), (u, n) => {
        const message = trialMessage(u, n);
        expect(message?.kind === 'limit').toBe(u + n > FREE_TRIAL_LIMIT);
        if (u < FREE_TRIAL_LIMIT) expect(canGenerate(u, n)).toBe(message?.kind !== 'limit');
      }),
    );
  });

  it('every total from 451 to 500 warns, and the warning numbers add up to 500', () => {
    const warnedTotal = fc.integer({ min: WARNING_THRESHOLD + 1, max: FREE_TRIAL_LIMIT });
    fc.assert(
      fc.property(
        warnedTotal.chain((total) => fc.tuple(fc.integer({ min: 0, max: total }), fc.constant(total))),
        ([u, total]) => {
          const message = trialMessage(u, total - u);
          expect(message?.kind).toBe('warning');
          const [, said, left] = /use (\d+)\/500 characters, leaving only (\d+) /.exec(message?.text ?? '') ?? [];
          expect(Number(said)).toBe(total);
          expect(Number(said) + Number(left)).toBe(500);
        },
      ),
    );
  });

  it('the banner only gets more severe as usage grows', () => {
    const rank = { normal: 0, orange: 1, red: 2 } as const;
    fc.assert(
      fc.property(used, used, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[bannerTone(low, false)]).toBeLessThanOrEqual(rank[bannerTone(high, false)]);
      }),
    );
  });
});

describe('simulated progress', () => {
  it('climbs by the rule and stops at 90', () => {
    expect(SPEECH_PROGRESS).toEqual({ step: 10, intervalMs: 200 });
    expect(CLONE_PROGRESS).toEqual({ step: 5, intervalMs: 500 });
    let value = 0;
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      value = nextProgress(value, SPEECH_PROGRESS);
      seen.push(value);
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
    expect(nextProgress(88, CLONE_PROGRESS)).toBe(PROGRESS_CAP);
  });
});

describe('trialCompleteText (the "Character Limit Reached" toast of a 403 that is not blocked)', () => {
  it('is the fixed text with the count the server refused at', () => {
    expect(trialCompleteText(450, en)).toBe(
      'Your free trial (450/500 characters) is complete. Please authenticate to continue generating audio.',
    );
    expect(trialCompleteText(500, en)).toBe(
      'Your free trial (500/500 characters) is complete. Please authenticate to continue generating audio.',
    );
  });
});
