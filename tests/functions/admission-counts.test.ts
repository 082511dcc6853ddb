import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCounter, countsStore, readCounter } from '../../netlify/lib/admission-counts';
import { setUpTestBlobs } from '../support/blobs';

setUpTestBlobs({ seed: false });

let nextName = 0;
const freshName = () => `test/${nextName++}`;
/** The versions a counter has written (exact-counter writes one per change it stores). */
const versionsOf = async (name: string) =>
  (await countsStore().list({ prefix: `${name}/` })).blobs.filter((b) => !b.key.endsWith('/head')).length;

describe('admission counters', () => {
  it('store a hundred concurrent additions exactly, in a few writes', async () => {
    const name = freshName();
    await Promise.all(Array.from({ length: 100 }, () => addToCounter(name, 1)));
    expect(await readCounter(name)).toBe(100);
    expect(await versionsOf(name)).toBeLessThanOrEqual(3);
  });

  it('end at the sum of any concurrent changes that keep the count at or above 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 30 }), async (adds) => {
        const name = freshName();
        const removes = adds.map((n) => -Math.floor(n / 2));
        await Promise.all(adds.map((n) => addToCounter(name, n)));
        await Promise.all(removes.map((n) => addToCounter(name, n)));
        const expected = adds.reduce((a, b) => a + b, 0) + removes.reduce((a, b) => a + b, 0);
        expect(await readCounter(name)).toBe(expected);
      }),
      { numRuns: 15 },
    );
  });

  it('resolve only after the change is stored', async () => {
    const name = freshName();
    const first = addToCounter(name, 2);
    const second = addToCounter(name, 3);
    await second;
    expect(await readCounter(name)).toBe(5);
    await first;
  });
});
