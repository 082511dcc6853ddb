import { vi } from 'vitest';
import * as stores from '../../netlify/lib/storage/stores';

/** The Blobs calls that reach the server: each one is a step that can fail. */
const CALLS = new Set(['get', 'getWithMetadata', 'getMetadata', 'list', 'set', 'setJSON', 'delete']);

/**
 * Fault injection: every Blobs store the code opens (netlify/lib/storage/stores.ts) counts its calls, and call number
 * `failAt` (1-based, across all stores) throws as a lost connection would; 0 never fails, only counts. Restore with
 * `restore()` (or vi.restoreAllMocks).
 */
export function failBlobsCall(failAt: number) {
  const open = stores.store;
  let calls = 0;
  const spy = vi.spyOn(stores, 'store').mockImplementation((name) => {
    const real = open(name);
    return new Proxy(real, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string' || !CALLS.has(property)) return value;
        return (...args: unknown[]) => {
          calls += 1;
          if (calls === failAt) throw new Error(`injected failure at Blobs call ${calls} (${name}.${property})`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  });
  return {
    /** How many calls were made so far. */
    calls: () => calls,
    restore: () => spy.mockRestore(),
  };
}
