import { randomUUID } from 'node:crypto';
import { percentile } from '../../bench/lib/percentile.mjs';
import { store } from '../../netlify/lib/storage/stores';

/** The operations a function makes on its store, each timed on its own. */
const OPERATIONS = ['set', 'get', 'metadata', 'list', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Where the probe's keys go: a prefix of their own in the throttle store, deleted as the probe goes. */
const PROBE_PREFIX = 'latency-probe/';

/**
 * Times `rounds` rounds of a write, a read, a metadata read, a one-page listing and a delete of a key of its own, one
 * call at a time, and gives each operation's p50 and p95 in ms: the round trip between where this runs and the store.
 */
export async function measureBlobsRoundTrips(rounds: number): Promise<Record<Operation, { p50: number; p95: number }>> {
  const probes = store('throttle');
  const times: Record<Operation, number[]> = { set: [], get: [], metadata: [], list: [], delete: [] };
  const timed = async (operation: Operation, call: () => Promise<unknown>) => {
    const started = performance.now();
    await call();
    times[operation].push(performance.now() - started);
  };
  for (let round = 0; round < rounds; round++) {
    const key = `${PROBE_PREFIX}${randomUUID()}`;
    await timed('set', () => probes.set(key, 'probe'));
    await timed('get', () => probes.get(key));
    await timed('metadata', () => probes.getMetadata(key));
    await timed('list', () => probes.list({ prefix: PROBE_PREFIX }));
    await timed('delete', () => probes.delete(key));
  }
  const figures = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) };
  };
  return Object.fromEntries(OPERATIONS.map((operation) => [operation, figures(times[operation])])) as Record<
    Operation,
    { p50: number; p95: number }
  >;
}
