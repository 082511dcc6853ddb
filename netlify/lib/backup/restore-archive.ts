import { Decrypter } from 'age-encryption';
import { store } from '../storage/stores';
import { ArchiveRefused, checkArchive, type EntryHeader, type Manifest } from './archive-format';
import type { BackedUpStore } from './backed-up-stores';
import { backupIdentity } from './backup-keys';

/** Writes (and deletes) at once. */
const WRITE_CONCURRENCY = 16;

/** The archive's encrypted bytes, opened afresh for each pass (a restore reads it twice). */
export type OpenArchive = () => ReadableStream<Uint8Array>;

/**
 * The decrypted bytes. A wrong key, or an encrypted byte changed anywhere, fails age's authentication (of the
 * header, or of the 64 KiB chunk holding it): refused like a bad checksum.
 */
async function decrypted(open: OpenArchive, identity: string): Promise<ReadableStream<Uint8Array>> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  try {
    return await decrypter.decrypt(open());
  } catch (error) {
    throw new ArchiveRefused(`it does not decrypt with this key (${(error as Error).message})`);
  }
}

async function checked(
  open: OpenArchive,
  identity: string,
  onEntry: ((header: EntryHeader, value: Uint8Array) => Promise<void>) | null,
): Promise<Manifest> {
  try {
    return await checkArchive(await decrypted(open, identity), onEntry);
  } catch (error) {
    if (error instanceof ArchiveRefused || onEntry) throw error;
    throw new ArchiveRefused(`it does not decrypt whole (${(error as Error).message})`);
  }
}

/** Reads the archive through and checks it against its manifest; writes nothing. */
export const verifyArchive = (open: OpenArchive, identity = backupIdentity()) => checked(open, identity, null);

/** The stores of the archive that already hold keys. */
async function storesInUse(stores: readonly BackedUpStore[]): Promise<BackedUpStore[]> {
  const used: BackedUpStore[] = [];
  for (const name of stores) {
    for await (const page of store(name).list({ paginate: true })) {
      if (page.blobs.length > 0) used.push(name);
      break;
    }
  }
  return used;
}

export class RestoreTargetInUse extends Error {
  constructor(readonly stores: readonly string[]) {
    super(
      `The target already holds records (in ${stores.join(', ')}): nothing was written. ` +
        'Restore into empty stores, or pass --replace to make them exactly the archive (every other key deleted).',
    );
    this.name = 'RestoreTargetInUse';
  }
}

export interface RestoreReport {
  manifest: Manifest;
  written: number;
  deleted: number;
}

/** Runs `work` on each item, WRITE_CONCURRENCY at a time. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += WRITE_CONCURRENCY) {
    await Promise.all(items.slice(start, start + WRITE_CONCURRENCY).map(work));
  }
}

/**
 * Puts an archive back. First the whole archive is read and checked (the manifest's counts and checksums); only
 * then is anything written. The target's stores must be empty, unless `replace`: then each store is made exactly
 * the archive's (its entries written, every other key deleted afterwards). A restore that stopped half-way is
 * finished by running it again with `replace`.
 */
export async function restoreArchive(
  open: OpenArchive,
  { replace = false, identity = backupIdentity() }: { replace?: boolean; identity?: string } = {},
): Promise<RestoreReport> {
  const manifest = await verifyArchive(open, identity);
  const stores = Object.keys(manifest.stores) as BackedUpStore[];
  if (!replace) {
    const used = await storesInUse(stores);
    if (used.length > 0) throw new RestoreTargetInUse(used);
  }
  const restored = new Map<BackedUpStore, Set<string>>(stores.map((name) => [name, new Set()]));
  let pending: Promise<unknown>[] = [];
  let written = 0;
  await checked(open, identity, async ({ store: name, key, metadata }, value) => {
    restored.get(name)?.add(key);
    pending.push(store(name).set(key, new Uint8Array(value).buffer, { metadata }));
    written += 1;
    if (pending.length >= WRITE_CONCURRENCY) {
      await Promise.all(pending);
      pending = [];
    }
  });
  await Promise.all(pending);
  let deleted = 0;
  if (replace) {
    for (const name of stores) {
      const keep = restored.get(name) ?? new Set();
      const target = store(name);
      const extra: string[] = [];
      for await (const page of target.list({ paginate: true })) {
        for (const { key } of page.blobs) if (!keep.has(key)) extra.push(key);
      }
      await inBatches(extra, (key) => target.delete(key));
      deleted += extra.length;
    }
  }
  return { manifest, written, deleted };
}
