import { z } from 'zod';
import { confirmed } from '../storage/conditional-write';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';
import type { Manifest } from './archive-format';
import { BACKED_UP_STORES } from './backed-up-stores';
import { snapshotsToDelete } from './retention';
import { encryptedArchive } from './write-archive';

/**
 * The daily encrypted snapshots, in the "backups" store: `snapshots/<YYYY-MM-DD>` (UTC day), the age file as it is,
 * with its metadata (when, size, entries per store) so the list is read without opening a snapshot. One a day:
 * a second run the same day writes nothing (onlyIfNew), so the scheduled function and `npm start` never take two.
 */
const PREFIX = 'snapshots/';
export const snapshotKey = (id: string) => `${PREFIX}${id}`;

export const snapshotInfoSchema = z.object({
  createdAt: z.iso.datetime(),
  size: z.number().int().nonnegative(),
  counts: z.partialRecord(z.enum(BACKED_UP_STORES), z.number().int().nonnegative()),
});
export type SnapshotInfo = z.output<typeof snapshotInfoSchema> & { id: string };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Blob> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Blob(parts as BlobPart[]);
    parts.push(value);
  }
}

/**
 * Takes today's snapshot unless there is one. The encrypted file is gathered once in memory (Blobs takes a whole
 * value); the unencrypted archive never is.
 */
export async function takeSnapshot(now = () => new Date()): Promise<SnapshotInfo | null> {
  const id = dayOf(now());
  const backups = store('backups');
  if (await backups.getMetadata(snapshotKey(id))) return null;
  let manifest: Manifest | null = null;
  const file = await readAll(
    await encryptedArchive({
      now,
      onManifest: (made) => {
        manifest = made;
      },
    }),
  );
  if (!manifest) throw new Error('the archive ended without its manifest');
  const { createdAt, stores } = manifest as Manifest;
  const counts = Object.fromEntries(Object.entries(stores).map(([name, summary]) => [name, summary.count]));
  const info = { createdAt, size: file.size, counts };
  // Blobs 11.1.1 reports some failed conditional writes as written, without an ETag (conditional-write.ts).
  const answer = await backups.set(snapshotKey(id), file, { metadata: info, onlyIfNew: true });
  if (answer.modified && !confirmed(answer)) throw new Error(`the snapshot ${id} was not confirmed written`);
  return answer.modified ? { id, ...info } : null;
}

/** Every snapshot, newest first. */
export async function listSnapshots(): Promise<SnapshotInfo[]> {
  const backups = store('backups');
  const ids: string[] = [];
  for await (const page of backups.list({ prefix: PREFIX, paginate: true })) {
    for (const { key } of page.blobs) ids.push(key.slice(PREFIX.length));
  }
  const found = await Promise.all(
    ids.map(async (id) => {
      const metadata = (await backups.getMetadata(snapshotKey(id)))?.metadata ?? null;
      const info = parseStored(snapshotInfoSchema, 'backups', metadata);
      return info ? { id, ...info } : null;
    }),
  );
  return found.filter((info) => info !== null).sort((a, b) => b.id.localeCompare(a.id));
}

/** A snapshot's encrypted bytes as a stream, or null. */
export async function openSnapshot(id: string): Promise<ReadableStream<Uint8Array> | null> {
  return store('backups').get(snapshotKey(id), { type: 'stream' });
}

/** Deletes the snapshots the retention rule (./retention.ts) no longer keeps; their ids. */
export async function pruneSnapshots(now = new Date()): Promise<string[]> {
  const ids = (await listSnapshots()).map((info) => info.id);
  const gone = snapshotsToDelete(ids, dayOf(now));
  const backups = store('backups');
  for (const id of gone) await backups.delete(snapshotKey(id));
  return gone;
}

/** The daily job: today's snapshot (unless taken), then the retention rule. */
export async function runDailySnapshot(now = () => new Date()) {
  const taken = await takeSnapshot(now);
  const deleted = await pruneSnapshots(now());
  return { taken: taken?.id ?? null, size: taken?.size ?? 0, deleted };
}
