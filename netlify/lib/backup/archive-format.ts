import { createHash, type Hash } from 'node:crypto';
import { z } from 'zod';
import { BACKED_UP_STORES, type BackedUpStore } from './backed-up-stores';

/**
 * The archive inside the age encryption: the magic line, then one frame per entry, then the manifest, the last
 * frame. A frame is a type byte ('E' entry, 'M' manifest), the header's length (4 bytes, big-endian), the header
 * (JSON), the value's length (4 bytes) and the value's bytes as stored. Entries are written as they are read, so
 * the manifest (counts and checksums) comes last and nothing needs to be held to write it.
 *
 * A store's checksum is the SHA-256 of its entries' frames, byte for byte, in the order they stand in the archive.
 */
export const ARCHIVE_FORMAT = 1;
export const ARCHIVE_MAGIC = new TextEncoder().encode('awaaz-backup\n');
const ENTRY = 0x45;
const MANIFEST = 0x4d;
/** The largest header a reader accepts (a key of up to 600 bytes and its metadata). */
const MAX_HEADER_BYTES = 64 * 1024;

export const entryHeaderSchema = z.strictObject({
  store: z.enum(BACKED_UP_STORES),
  key: z.string().min(1),
  metadata: z.record(z.string(), z.unknown()),
});
export type EntryHeader = z.output<typeof entryHeaderSchema>;

const storeSummarySchema = z.strictObject({
  count: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type StoreSummary = z.output<typeof storeSummarySchema>;

export const manifestSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  /** When the reading began and ended: every entry is as it was at some moment in between. */
  startedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  stores: z.partialRecord(z.enum(BACKED_UP_STORES), storeSummarySchema),
});
export type Manifest = z.output<typeof manifestSchema>;

/** An archive that is not what a backup wrote: damaged, tampered with, cut short, or for another key. */
export class ArchiveRefused extends Error {
  constructor(reason: string) {
    super(`The archive is refused: ${reason}. Nothing was written.`);
    this.name = 'ArchiveRefused';
  }
}

const encoder = new TextEncoder();

function frame(type: number, header: unknown, value: Uint8Array): Uint8Array {
  const head = encoder.encode(JSON.stringify(header));
  const bytes = new Uint8Array(1 + 4 + head.length + 4 + value.length);
  const view = new DataView(bytes.buffer);
  bytes[0] = type;
  view.setUint32(1, head.length);
  bytes.set(head, 5);
  view.setUint32(5 + head.length, value.length);
  bytes.set(value, 9 + head.length);
  return bytes;
}

export const entryFrame = (header: EntryHeader, value: Uint8Array) => frame(ENTRY, header, value);
export const manifestFrame = (manifest: Manifest) => frame(MANIFEST, manifest, new Uint8Array(0));

/** Counts and checksums entries per store, as the writer emits them and as the reader meets them. */
export class StoreDigests {
  readonly #hashes = new Map<BackedUpStore, { hash: Hash; count: number }>();

  /** Starts a store (so an empty one is in the manifest too). */
  open(store: BackedUpStore): void {
    if (!this.#hashes.has(store)) this.#hashes.set(store, { hash: createHash('sha256'), count: 0 });
  }

  add(store: BackedUpStore, frameBytes: Uint8Array): void {
    this.open(store);
    const digest = this.#hashes.get(store);
    if (!digest) return;
    digest.hash.update(frameBytes);
    digest.count += 1;
  }

  summary(): Partial<Record<BackedUpStore, StoreSummary>> {
    return Object.fromEntries(
      [...this.#hashes].map(([store, { hash, count }]) => [store, { count, sha256: hash.digest('hex') }]),
    );
  }
}

/** Bytes from a stream, taken exactly n at a time (a frame's parts may straddle the stream's chunks). */
class ByteQueue {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  #chunks: Uint8Array[] = [];
  #length = 0;

  constructor(stream: ReadableStream<Uint8Array>) {
    this.#reader = stream.getReader();
  }

  /** True when at least n bytes are there; false when the stream ended first. */
  async #fill(n: number): Promise<boolean> {
    while (this.#length < n) {
      const { done, value } = await this.#reader.read();
      if (done) return false;
      this.#chunks.push(value);
      this.#length += value.length;
    }
    return true;
  }

  /** Exactly n bytes, or null at the very end of the stream; a stream that ends inside them is refused. */
  async take(n: number): Promise<Uint8Array | null> {
    if (!(await this.#fill(n))) {
      if (this.#length === 0 && n > 0) return null;
      throw new ArchiveRefused('it ends in the middle of an entry');
    }
    const out = new Uint8Array(n);
    let filled = 0;
    while (filled < n) {
      const chunk = this.#chunks[0] as Uint8Array;
      const part = Math.min(chunk.length, n - filled);
      out.set(chunk.subarray(0, part), filled);
      filled += part;
      if (part === chunk.length) this.#chunks.shift();
      else this.#chunks[0] = chunk.subarray(part);
    }
    this.#length -= n;
    return out;
  }

  async need(n: number): Promise<Uint8Array> {
    const bytes = await this.take(n);
    if (!bytes) throw new ArchiveRefused('it ends before its manifest');
    return bytes;
  }
}

export type ArchiveItem =
  | { kind: 'entry'; header: EntryHeader; value: Uint8Array; frame: Uint8Array }
  | { kind: 'manifest'; manifest: Manifest };

function parseHeader<S extends z.core.$ZodType>(schema: S, bytes: Uint8Array): z.output<S> {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ArchiveRefused('a frame header is not JSON');
  }
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) throw new ArchiveRefused('a frame header does not match the format');
  return parsed.data;
}

/** The archive's entries and then its manifest, read one frame at a time from its decrypted bytes. */
export async function* readFrames(plain: ReadableStream<Uint8Array>): AsyncGenerator<ArchiveItem> {
  const bytes = new ByteQueue(plain);
  const magic = await bytes.take(ARCHIVE_MAGIC.length);
  if (!magic || magic.some((byte, i) => byte !== ARCHIVE_MAGIC[i])) throw new ArchiveRefused('it is not a backup');
  for (;;) {
    const type = await bytes.take(1);
    if (!type) return;
    const headLength = new DataView((await bytes.need(4)).buffer).getUint32(0);
    if (headLength > MAX_HEADER_BYTES) throw new ArchiveRefused('a frame header is too long');
    const head = await bytes.need(headLength);
    const valueLengthBytes = await bytes.need(4);
    const value = await bytes.need(new DataView(valueLengthBytes.buffer).getUint32(0));
    if (type[0] === MANIFEST) {
      yield { kind: 'manifest', manifest: parseHeader(manifestSchema, head) };
    } else if (type[0] === ENTRY) {
      const whole = new Uint8Array(1 + 4 + head.length + 4 + value.length);
      whole.set(type, 0);
      new DataView(whole.buffer).setUint32(1, headLength);
      whole.set(head, 5);
      whole.set(valueLengthBytes, 5 + head.length);
      whole.set(value, 9 + head.length);
      yield { kind: 'entry', header: parseHeader(entryHeaderSchema, head), value, frame: whole };
    } else {
      throw new ArchiveRefused('a frame has an unknown type');
    }
  }
}

/**
 * Reads the whole archive and checks it against its manifest (the last frame, present once): every store's count
 * and checksum, no store the manifest does not name. Calls `onEntry` for each entry (null: just check).
 */
export async function checkArchive(
  plain: ReadableStream<Uint8Array>,
  onEntry: ((header: EntryHeader, value: Uint8Array) => Promise<void>) | null = null,
): Promise<Manifest> {
  const digests = new StoreDigests();
  let manifest: Manifest | null = null;
  for await (const item of readFrames(plain)) {
    if (manifest) throw new ArchiveRefused('something follows its manifest');
    if (item.kind === 'manifest') {
      manifest = item.manifest;
      continue;
    }
    digests.add(item.header.store, item.frame);
    if (onEntry) await onEntry(item.header, item.value);
  }
  if (!manifest) throw new ArchiveRefused('it has no manifest (cut short?)');
  const found = digests.summary();
  const empty = new StoreDigests();
  for (const store of Object.keys(manifest.stores) as BackedUpStore[]) empty.open(store);
  const expected = { ...empty.summary(), ...found };
  for (const store of new Set([...Object.keys(expected), ...Object.keys(manifest.stores)]) as Set<BackedUpStore>) {
    const want = manifest.stores[store];
    const got = expected[store];
    if (!want) throw new ArchiveRefused(`it holds entries of "${store}", which its manifest does not name`);
    if (!got || got.count !== want.count) throw new ArchiveRefused(`the count of "${store}" does not match`);
    if (got.sha256 !== want.sha256) throw new ArchiveRefused(`the checksum of "${store}" does not match`);
  }
  return manifest;
}
