import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MAGIC,
  ArchiveRefused,
  checkArchive,
  type EntryHeader,
  entryFrame,
  type Manifest,
  manifestFrame,
} from '../../netlify/lib/backup/archive-format';

const entries: [EntryHeader, Uint8Array][] = [
  [{ store: 'staff', key: 'staff/a', metadata: {} }, new TextEncoder().encode('{"name":"A"}')],
  [{ store: 'staff', key: 'staff/b', metadata: { v: 2 } }, new Uint8Array([0, 255, 1])],
  [{ store: 'audit', key: 'all/1', metadata: {} }, new Uint8Array(0)],
];
const sha256 = (...frames: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const frame of frames) hash.update(frame);
  return hash.digest('hex');
};
const frames = entries.map(([header, value]) => entryFrame(header, value));
const manifest: Manifest = {
  format: ARCHIVE_FORMAT,
  startedAt: '2026-12-07T00:00:00.000Z',
  createdAt: '2026-12-07T00:00:01.000Z',
  stores: {
    staff: { count: 2, sha256: sha256(frames[0] as Uint8Array, frames[1] as Uint8Array) },
    audit: { count: 1, sha256: sha256(frames[2] as Uint8Array) },
    investors: { count: 0, sha256: sha256() },
  },
};

/** The bytes as a stream cut into pieces of `size`, so frames straddle the stream's chunks. */
function streamOf(bytes: Uint8Array, size = 7): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}
const archive = (...parts: Uint8Array[]) => streamOf(Buffer.concat([ARCHIVE_MAGIC, ...parts]));

describe('the backup archive and its manifest', () => {
  it('reads back every entry, bytes and metadata, and the manifest, across any chunking', async () => {
    for (const size of [1, 7, 4096]) {
      const seen: [EntryHeader, Uint8Array][] = [];
      const read = await checkArchive(
        streamOf(Buffer.concat([ARCHIVE_MAGIC, ...frames, manifestFrame(manifest)]), size),
        async (header, value) => {
          seen.push([header, value]);
        },
      );
      expect(read).toEqual(manifest);
      expect(seen).toEqual(entries);
    }
  });

  it('refuses a count or checksum that does not match', async () => {
    const fewer = { ...manifest, stores: { ...manifest.stores, staff: { ...manifest.stores.staff, count: 3 } } };
    await expect(checkArchive(archive(...frames, manifestFrame(fewer as Manifest)))).rejects.toThrow(/count/);
    const changed = entryFrame(entries[1]?.[0] as EntryHeader, new Uint8Array([0, 254, 1]));
    await expect(
      checkArchive(archive(frames[0] as Uint8Array, changed, frames[2] as Uint8Array, manifestFrame(manifest))),
    ).rejects.toThrow(/checksum/);
  });

  it('refuses a store the manifest does not name, and a store named but missing', async () => {
    const { audit: _audit, ...withoutAudit } = manifest.stores;
    await expect(
      checkArchive(archive(...frames, manifestFrame({ ...manifest, stores: withoutAudit }))),
    ).rejects.toThrow(/does not name/);
    await expect(
      checkArchive(archive(frames[0] as Uint8Array, frames[1] as Uint8Array, manifestFrame(manifest))),
    ).rejects.toThrow(/count of "audit"/);
  });

  it('refuses an archive cut short, one without a manifest, and frames after the manifest', async () => {
    const whole = Buffer.concat([ARCHIVE_MAGIC, ...frames, manifestFrame(manifest)]);
    await expect(checkArchive(streamOf(whole.subarray(0, whole.length - 3)))).rejects.toThrow(ArchiveRefused);
    await expect(checkArchive(archive(...frames))).rejects.toThrow(/no manifest/);
    await expect(checkArchive(archive(...frames, manifestFrame(manifest), frames[0] as Uint8Array))).rejects.toThrow(
      /follows its manifest/,
    );
  });

  it('refuses what is not a backup', async () => {
    await expect(checkArchive(streamOf(new TextEncoder().encode('{"hello":"world"}')))).rejects.toThrow(/not a backup/);
  });
});
