import type { Store } from '@netlify/blobs';
import { tooBusy } from '../http/errors';
import { writeIfTagged } from './conditional-write';
import { withKeyLock } from './key-lock';

/**
 * Read-decide-write on one blob without losing concurrent updates: the write is conditional (onlyIfNew for a new
 * blob, onlyIfMatch on the ETag otherwise) and retried from a fresh read when another writer came first, which keeps
 * updates exact across Netlify instances. The local sandbox server checks those conditions without a lock, so the
 * whole read-decide-write also holds the machine-wide key lock (key-lock.ts).
 * Upstream: no issue in netlify/primitives or netlify/cli reports this. BlobsServer.put (@netlify/blobs/server)
 * compares If-Match with the file's ETag, then awaits the body and renames the new file into place, so two
 * concurrent writers can both pass the check.
 */
export const MAX_WRITE_ATTEMPTS = 8;

const LISTING_ATTEMPTS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the Blobs server sends an ETag with a read: Netlify does; the local sandbox server does not (below), and
 * once one of its reads has shown that, the read that cannot give the ETag is no longer made (each Blobs call waits
 * for the network in turn).
 */
let readsCarryEtag = true;

/** A blob's JSON with its ETag, or null when there is no blob. */
export type BlobState = { data: unknown; etag: string } | null;

/** The blob's JSON and ETag, or null when there is no blob. */
export async function readWithEtag(store: Store, key: string): Promise<BlobState> {
  if (readsCarryEtag) {
    const entry = await store.getWithMetadata(key, { type: 'json' });
    if (!entry) return null;
    if (entry.etag) return { data: entry.data, etag: entry.etag };
    readsCarryEtag = false;
  }
  // The local sandbox server sends no ETag on reads (netlify/cli#6902; fix proposed in netlify/primitives#772); its
  // listing does. Take the ETag first, then the data, so a write in between makes our conditional write fail and
  // retry instead of losing an update. Its listing stops early, without an error, when a file of the directory
  // vanishes mid-walk (another key's temporary file during a concurrent write): a blob that reads but is not listed
  // is listed again. The listing and a first read go together: when neither finds the blob it is absent (the caller
  // writes onlyIfNew, which a blob created meanwhile refuses) after one wait; when listed, the data is read again
  // after the listing, never before its ETag.
  for (let attempt = 0; ; attempt++) {
    const [listing, early] = await Promise.all([store.list({ prefix: key }), store.get(key, { type: 'json' })]);
    const listed = listing.blobs.find((blob) => blob.key === key);
    if (listed) return { data: await store.get(key, { type: 'json' }), etag: listed.etag };
    if (early === null || attempt === LISTING_ATTEMPTS) return null;
  }
}

/** What a decision returns: the value to store (omit to leave the blob as it is) and the caller's result. */
export type Decision<R> = { write?: unknown; result: R };

/** Where an update starts: a read of the blob made before (it saves reading again; a stale one costs a retry). */
export interface UpdateStart {
  from?: Promise<BlobState> | BlobState;
}

/**
 * Reads the blob (null when absent), lets `decide` choose, writes conditionally and retries on a lost race.
 * Resolves with the decision's result; throws the 429 "too busy" error when the blob stayed contended for
 * MAX_WRITE_ATTEMPTS attempts (fail closed). `decide` may throw to abort (nothing is written).
 */
export async function updateBlob<R>(
  store: Store,
  lockKey: string,
  key: string,
  decide: (current: unknown) => Decision<R>,
  start: UpdateStart = {},
): Promise<R> {
  return (await updateBlobState(store, lockKey, key, decide, start)).result;
}

/**
 * updateBlob that also gives what it wrote with its ETag (`written`, when the server told the ETag), for a next
 * update of the same blob by the same caller to start from without reading it again.
 */
export function updateBlobState<R>(
  store: Store,
  lockKey: string,
  key: string,
  decide: (current: unknown) => Decision<R>,
  { from }: UpdateStart = {},
): Promise<{ result: R; written?: BlobState }> {
  return withKeyLock(lockKey, async () => {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const current = attempt === 0 && from !== undefined ? await from : await readWithEtag(store, key);
      const decision = decide(current?.data ?? null);
      if (!('write' in decision)) return { result: decision.result };
      const condition = current ? { onlyIfMatch: current.etag } : ({ onlyIfNew: true } as const);
      const stored = await writeIfTagged(store, key, decision.write, condition);
      if (stored) {
        const written = stored.etag ? { data: decision.write, etag: stored.etag } : undefined;
        return written ? { result: decision.result, written } : { result: decision.result };
      }
      await pause(5 + Math.random() * 20 * (attempt + 1));
    }
    throw tooBusy();
  });
}
