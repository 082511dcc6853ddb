import { Encrypter } from 'age-encryption';
import { store } from '../storage/stores';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MAGIC,
  entryFrame,
  type Manifest,
  manifestFrame,
  StoreDigests,
} from './archive-format';
import { BACKED_UP_STORES, type BackedUpStore } from './backed-up-stores';
import { backupRecipient } from './backup-keys';

/** Values read at once within a listing page (a page is up to 1,000 keys on Netlify). */
const READ_CONCURRENCY = 16;
/** Frames are passed on in pieces of about this size (the age format encrypts in 64 KiB chunks). */
const PIECE_BYTES = 64 * 1024;

/**
 * Every backed-up store's entries, then the manifest, as frames (./archive-format.ts). Stores are listed page by
 * page and values read a few at a time, so memory holds one page's values at most, never a whole store.
 *
 * What it guarantees while the site runs: each entry is exactly as it was at one moment between `startedAt` and
 * `createdAt` (a blob is written whole); it is not one instant across keys: a key written after its store was
 * listed is missing, a key deleted after listing is left out, and two records written together may be caught one
 * before and one after.
 */
async function* archiveFrames({ now = () => new Date(), onManifest }: ArchiveOptions): AsyncGenerator<Uint8Array> {
  const startedAt = now().toISOString();
  const digests = new StoreDigests();
  yield ARCHIVE_MAGIC;
  for (const name of BACKED_UP_STORES) {
    digests.open(name);
    for await (const frame of storeFrames(name)) {
      digests.add(name, frame);
      yield frame;
    }
  }
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    startedAt,
    createdAt: now().toISOString(),
    stores: digests.summary(),
  };
  onManifest?.(manifest);
  yield manifestFrame(manifest);
}

async function* storeFrames(name: BackedUpStore): AsyncGenerator<Uint8Array> {
  const source = store(name);
  for await (const page of source.list({ paginate: true })) {
    const keys = page.blobs.map((blob) => blob.key).sort();
    for (let start = 0; start < keys.length; start += READ_CONCURRENCY) {
      const read = await Promise.all(
        keys.slice(start, start + READ_CONCURRENCY).map(async (key) => {
          const blob = await source.getWithMetadata(key, { type: 'arrayBuffer' });
          return blob ? entryFrame({ store: name, key, metadata: blob.metadata }, new Uint8Array(blob.data)) : null;
        }),
      );
      for (const frame of read) if (frame) yield frame;
    }
  }
}

/** An iterator of byte pieces as a stream, pulled only as fast as the reader takes it. */
function streamOf(pieces: AsyncIterator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await pieces.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await pieces.return?.();
    },
  });
}

/** Gathers small frames into pieces of about PIECE_BYTES. */
async function* inPieces(frames: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let held: Uint8Array[] = [];
  let size = 0;
  for await (const frame of frames) {
    held.push(frame);
    size += frame.length;
    if (size >= PIECE_BYTES) {
      yield Buffer.concat(held);
      held = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(held);
}

export interface ArchiveOptions {
  /** The owner's public key (age1…); BACKUP_RECIPIENT by default. */
  recipient?: string;
  now?: () => Date;
  /** Told the manifest once the last store is read (before the stream ends). */
  onManifest?: (manifest: Manifest) => void;
}

/** The archive of every backed-up store, encrypted to the owner's public key, as a stream. */
export async function encryptedArchive(options: ArchiveOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(options.recipient ?? backupRecipient());
  const plain = streamOf(inPieces(archiveFrames(options)));
  return encrypter.encrypt(plain);
}
