import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHANGES_PREFIX,
  countsStore,
  foldSettled,
  listChanges,
  readCounter,
  readCounts,
  readTotals,
  recordCountChanges,
  SETTLE_MS,
  setCounters,
} from '../../netlify/lib/admissions/counts';
import { setUpTestBlobs } from '../support/blobs';

setUpTestBlobs({ seed: false });

let nextName = 0;
const freshName = () => `test/${nextName++}`;
const change = (name: string, delta: number) => recordCountChanges(new Map([[name, delta]]));

describe('admission counts', () => {
  it('store a hundred concurrent changes as a hundred writes of their own, exactly', async () => {
    const name = freshName();
    const before = (await listChanges()).length;
    await Promise.all(Array.from({ length: 100 }, () => change(name, 1)));
    expect(await readCounter(name)).toBe(100);
    expect((await listChanges()).length - before).toBe(100);
  });

  it('end at the sum of any concurrent changes, folded or not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 30 }), async (deltas) => {
        const name = freshName();
        await Promise.all(deltas.map((delta) => change(name, delta)));
        const expected = deltas.reduce((a, b) => a + b, 0);
        expect(await readCounter(name)).toBe(expected);
        await foldSettled(Date.now() + SETTLE_MS + 1);
        expect(await readCounter(name)).toBe(expected);
      }),
      { numRuns: 10 },
    );
  });

  it('fold only changes older than the settling time, and count the rest on top', async () => {
    const name = freshName();
    await change(name, 2);
    const later = Date.now() + SETTLE_MS + 1;
    await recordCountChanges(new Map([[name, 3]]), later);
    const { totals } = await readTotals();
    const folded = await foldSettled(later);
    expect(folded.counts[name] ?? 0).toBe((totals.counts[name] ?? 0) + 2);
    expect(folded.through > totals.through).toBe(true);
    expect((await readCounts(later)).get(name)).toBe(5);
  });

  it('lose nothing when two folds race', async () => {
    const name = freshName();
    await Promise.all(Array.from({ length: 20 }, () => change(name, 1)));
    const later = Date.now() + SETTLE_MS + 1;
    await Promise.all([foldSettled(later), foldSettled(later), foldSettled(later)]);
    expect(await readCounter(name)).toBe(20);
  });

  it('are set exactly by the re-index, which clears every change', async () => {
    const name = freshName();
    await change(name, 7);
    await setCounters(new Map([[name, 3]]));
    expect(await readCounter(name)).toBe(3);
    expect((await countsStore().list({ prefix: CHANGES_PREFIX })).blobs).toHaveLength(0);
  });
});
