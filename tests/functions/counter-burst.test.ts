import { getStore } from '@netlify/blobs';
import { describe, expect, it } from 'vitest';
import { setUpSeparateInstances } from '../support/separate-instances';

/**
 * A burst on one exact counter from separate Netlify instances (fresh modules, a /tmp of their own: no shared lock),
 * through atomic conditional writes: the trial's per-IP count when a school lab behind one address uses it at once.
 * Every honest caller must be counted, none refused as "too busy".
 */
const INSTANCES = 40;

const { newInstance: instanceOf } = setUpSeparateInstances();
/** A new function instance (separate-instances.ts). */
const newInstance = () => instanceOf(() => import('../../netlify/lib/storage/exact-counter'));

describe('an exact counter under a burst from separate instances', () => {
  it(`counts ${INSTANCES} simultaneous additions, refusing none`, async () => {
    const instances = [];
    for (let i = 0; i < INSTANCES; i++) instances.push(await newInstance());
    const store = getStore({ name: 'burst', consistency: 'strong' });
    const results = await Promise.allSettled(
      instances.map((counter) => counter.addToCounter(store, 'ip/shared', 10, { ceiling: 500 })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await (instances[0] as Awaited<ReturnType<typeof newInstance>>).readCounter(store, 'ip/shared')).toBe(
      INSTANCES * 10,
    );
  }, 120_000);
});
