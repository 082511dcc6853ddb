import { afterEach, describe, expect, it } from 'vitest';
import login from '../../netlify/functions/investor-login.mts';
import { simulatedLatency, traceBlobsCalls } from '../../netlify/lib/storage/blobs-fetch';
import { longestChain } from '../../netlify/lib/storage/call-chain';
import { store } from '../../netlify/lib/storage/stores';
import { measureBlobsRoundTrips } from '../../scripts/lib/blobs-round-trips';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';

/**
 * BLOBS_LATENCY_MS makes every Blobs call wait before it is made, as the network does on Netlify, so that calls in
 * sequence add up and calls made together overlap; a trace gives the calls a piece of work made.
 */
setUpTestBlobs();
afterEach(() => {
  delete process.env.BLOBS_LATENCY_MS;
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const { result, calls } = await traceBlobsCalls(work);
  return { result, calls, ms: performance.now() - started };
};

describe('BLOBS_LATENCY_MS', () => {
  it('is off unless a positive number is set, and capped', () => {
    expect(simulatedLatency()).toBe(0);
    for (const [value, ms] of [
      ['abc', 0],
      ['-5', 0],
      ['50', 50],
      ['999999', 5000],
    ] as const) {
      process.env.BLOBS_LATENCY_MS = value;
      expect(simulatedLatency(), value).toBe(ms);
    }
  });

  it('makes calls in sequence add up and calls made together overlap, and the trace sees each with its store', async () => {
    process.env.BLOBS_LATENCY_MS = '60';
    const sequence = await timed(async () => {
      await store('audit').set('latency/a', 'a');
      await store('audit').get('latency/a');
      await store('audit').delete('latency/a');
    });
    expect(sequence.ms).toBeGreaterThanOrEqual(180);
    expect(sequence.calls.map((c) => `${c.method} ${c.store}`)).toEqual(['put audit', 'get audit', 'delete audit']);
    expect(longestChain(sequence.calls)).toBe(3);

    const together = await timed(() =>
      Promise.all([store('audit').get('x'), store('staff').get('y'), store('audit').list({ prefix: 'latency/' })]),
    );
    expect(together.calls).toHaveLength(3);
    expect(longestChain(together.calls)).toBe(1);
    expect(together.ms).toBeLessThan(sequence.ms);
  });

  it('slows a real sign-in by at least one latency per call in its longest chain', async () => {
    const signIn = () =>
      timed(() =>
        callFunction(login, '/api/investor/login', {
          method: 'POST',
          body: { investorCode: 'ATVN-DEMO-0001' },
          ip: freshIp(),
        }),
      );
    await signIn(); // the first call loads what later calls reuse
    // The fastest of three, each way: a busy machine slows single calls by more than the sign-in's chain of one adds.
    const fastest = async () => {
      const runs = [await signIn(), await signIn(), await signIn()];
      for (const run of runs) expect(run.result.status).toBe(200);
      return runs.reduce((best, run) => (run.ms < best.ms ? run : best));
    };
    const plain = await fastest();
    process.env.BLOBS_LATENCY_MS = '50';
    const slowed = await fastest();
    const chain = longestChain(slowed.calls);
    expect(chain).toBeGreaterThanOrEqual(1);
    // A chain of N calls at 50 ms cannot answer in under N x 50 ms, however fast the machine; the difference to the
    // plain run is less than that when the handler's own work overlaps the waits (more of it on a busy machine).
    expect(slowed.ms).toBeGreaterThanOrEqual(50 * chain - 1);
    expect(slowed.ms).toBeGreaterThan(plain.ms);
  });
});

describe('npm run measure:blobs-latency', () => {
  it('times each operation on a key of its own, sees the latency, and leaves no probe behind', async () => {
    process.env.BLOBS_LATENCY_MS = '30';
    const figures = await measureBlobsRoundTrips(3);
    expect(Object.keys(figures).sort()).toEqual(['delete', 'get', 'list', 'metadata', 'set']);
    for (const { p50, p95 } of Object.values(figures)) {
      expect(p50).toBeGreaterThanOrEqual(30);
      expect(p95).toBeGreaterThanOrEqual(p50);
    }
    delete process.env.BLOBS_LATENCY_MS;
    expect((await store('throttle').list({ prefix: 'latency-probe/' })).blobs).toEqual([]);
  });
});
