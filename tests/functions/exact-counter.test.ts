import { Worker } from 'node:worker_threads';
import { getStore } from '@netlify/blobs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCounter, readCounter } from '../../netlify/lib/storage/exact-counter';
import { setUpTestBlobs } from '../support/blobs';

setUpTestBlobs({ seed: false });

const counters = () => getStore({ name: 'counters', consistency: 'strong' });
let nextName = 0;
const freshName = () => `test/${nextName++}`;

function addFromWorker(name: string, adds: number, ceiling: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../support/counter-worker.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      workerData: { name, adds, ceiling },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe('exact counter', () => {
  it('starts at 0, adds, subtracts, never goes below 0', async () => {
    const name = freshName();
    expect(await readCounter(counters(), name)).toBe(0);
    expect(await addToCounter(counters(), name, 120)).toEqual({ added: true, total: 120 });
    expect(await addToCounter(counters(), name, -20)).toEqual({ added: true, total: 100 });
    expect(await addToCounter(counters(), name, -500)).toEqual({ added: true, total: 0 });
    expect(await readCounter(counters(), name)).toBe(0);
  });

  it('refuses an addition past the ceiling and keeps the total', async () => {
    const name = freshName();
    await addToCounter(counters(), name, 450, { ceiling: 500 });
    expect(await addToCounter(counters(), name, 100, { ceiling: 500 })).toEqual({ added: false, total: 450 });
    expect(await addToCounter(counters(), name, 50, { ceiling: 500 })).toEqual({ added: true, total: 500 });
    expect(await readCounter(counters(), name)).toBe(500);
  });

  it('ends at the sum of any sequence of changes, clamped at 0 and the ceiling', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: -50, max: 80 }), { maxLength: 8 }), async (amounts) => {
        const name = freshName();
        let expected = 0;
        for (const amount of amounts) {
          const fits = amount <= 0 || expected + amount <= 200;
          if (fits) expected = Math.max(0, expected + amount);
          expect(await addToCounter(counters(), name, amount, { ceiling: 200 })).toEqual({
            added: fits,
            total: expected,
          });
        }
        expect(await readCounter(counters(), name)).toBe(expected);
      }),
      { numRuns: 15 },
    );
  });

  it('stays exact under parallel additions in one worker', async () => {
    const name = freshName();
    const results = await Promise.all(Array.from({ length: 30 }, () => addToCounter(counters(), name, 1)));
    expect(results.every((result) => result.added)).toBe(true);
    expect(await readCounter(counters(), name)).toBe(30);
  });

  it('stays exact when separate workers add to one counter through the local Blobs server', async () => {
    const name = freshName();
    const added = await Promise.all(Array.from({ length: 4 }, () => addFromWorker(name, 15, 40)));
    const total = await readCounter(counters(), name);
    expect(total).toBe(40);
    expect(added.reduce((sum, count) => sum + count, 0)).toBe(40);
    // Four worker threads each load TypeScript through tsx before adding.
  }, 90_000);

  it('finds the total when the head lags behind the versions', async () => {
    const name = freshName();
    await addToCounter(counters(), name, 5);
    await addToCounter(counters(), name, 7);
    await counters().setJSON(`${name}/head`, { version: 1 });
    expect(await readCounter(counters(), name)).toBe(12);
    expect(await addToCounter(counters(), name, 1)).toEqual({ added: true, total: 13 });
  });
});
