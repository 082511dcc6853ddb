import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { Store } from '@netlify/blobs';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendAudit } from '../../netlify/lib/audit';
import { ArchiveRefused } from '../../netlify/lib/backup/archive-format';
import { BACKED_UP_STORES, type BackedUpStore } from '../../netlify/lib/backup/backed-up-stores';
import { RestoreTargetInUse, restoreArchive } from '../../netlify/lib/backup/restore-archive';
import { encryptedArchive } from '../../netlify/lib/backup/write-archive';
import { addToCounter } from '../../netlify/lib/storage/exact-counter';
import { store } from '../../netlify/lib/storage/stores';
import { DEMO_CARD_HOLDER, seedCardHolders } from '../../scripts/lib/cardholder-import';
import { DEMO_STAFF } from '../../scripts/lib/demo-staff';
import { seedAdmissions } from '../../scripts/lib/seed-admissions';
import { seedInvestors } from '../../scripts/lib/seed-investors';
import { seedStaff } from '../../scripts/lib/seed-staff';
import { adminSessionCookie } from '../support/admin';
import { setUpTestBlobs } from '../support/blobs';

setUpTestBlobs({ seed: false });

/** Every key of every backed-up store: its bytes (base64) and metadata. */
async function dump(): Promise<Record<string, Record<string, { value: string; metadata: unknown }>>> {
  const all: Record<string, Record<string, { value: string; metadata: unknown }>> = {};
  for (const name of BACKED_UP_STORES) {
    const entries: Record<string, { value: string; metadata: unknown }> = {};
    const source = store(name);
    for await (const page of source.list({ paginate: true })) {
      for (const { key } of page.blobs) {
        const blob = await source.getWithMetadata(key, { type: 'arrayBuffer' });
        if (blob) entries[key] = { value: Buffer.from(blob.data).toString('base64'), metadata: blob.metadata };
      }
    }
    all[name] = entries;
  }
  return all;
}

async function wipe(stores: readonly string[] = BACKED_UP_STORES) {
  for (const name of stores as BackedUpStore[]) {
    const target = store(name);
    const { blobs } = await target.list();
    await Promise.all(blobs.map(({ key }) => target.delete(key)));
  }
}

let directory = '';
let file = '';
let seeded: Awaited<ReturnType<typeof dump>>;
const open =
  (path = file) =>
  () =>
    Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;

async function backupTo(path: string, recipient?: string) {
  const archive = await encryptedArchive(recipient ? { recipient } : {});
  await archive.pipeTo(Writable.toWeb(createWriteStream(path)));
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'backup-drill-'));
  file = join(directory, 'backup.age');
  await seedInvestors();
  await seedAdmissions();
  await seedCardHolders();
  await seedStaff();
  // A sign-in writes audit entries; the rest gets one record of its kind, binary bytes and metadata included.
  await adminSessionCookie('owner');
  await appendAudit({
    actor: DEMO_STAFF[0]?.email ?? '',
    action: 'backup-downloaded',
    record: 'backup/drill',
    after: { n: 1 },
  });
  await store('voice-profiles').set('owners/voice-1', new Uint8Array([0, 255, 10, 13, 128]).buffer, {
    metadata: { owner: 'hash', at: 1 },
  });
  await store('outbox').setJSON('pending/0001', { to: ['drill@example.com'], attempts: 2 });
  await store('student-codes').setJSON('code/AVI-1', { expiresAt: Date.now() + 60_000 });
  await store('sessions').setJSON('revoked/sid-1', { exp: Math.floor(Date.now() / 1000) + 3600 });
  await store('admission-claims').setJSON('claim/drill/20000', { n: 1 });
  await store('ledger-uploads').setJSON('journal/drill', { state: 'applying', cursor: 3 });
  // Left out of a backup: a restore does not touch them.
  await addToCounter(store('throttle'), 'drill/until-9999999999999', 3);
  seeded = await dump();
  await backupTo(file);
});

afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the restore drill', () => {
  it('has records in every backed-up store before the backup', () => {
    for (const name of BACKED_UP_STORES) expect(Object.keys(seeded[name] ?? {}).length, name).toBeGreaterThan(0);
  });

  it('backs up, wipes, restores: every record and audit entry byte for byte, with its metadata', async () => {
    await wipe();
    expect(Object.values(await dump()).every((entries) => Object.keys(entries).length === 0)).toBe(true);
    const report = await restoreArchive(open());
    expect(report.deleted).toBe(0);
    expect(report.written).toBe(Object.values(seeded).reduce((n, entries) => n + Object.keys(entries).length, 0));
    expect(await dump()).toEqual(seeded);
    // What is not backed up is left as it was.
    expect((await store('throttle').list()).blobs.length).toBeGreaterThan(0);
  });

  it('refuses a target that holds records, and writes nothing', async () => {
    await store('staff').setJSON('drill/extra', { here: true });
    const before = await dump();
    await expect(restoreArchive(open())).rejects.toThrow(RestoreTargetInUse);
    expect(await dump()).toEqual(before);
  });

  it('with replace, makes the stores exactly the archive: changed keys put back, other keys deleted', async () => {
    await store('investors').set('drill/changed', 'not in the archive');
    const someKey = Object.keys(seeded.audit ?? {})[0] ?? '';
    await store('audit').set(someKey, 'tampered');
    const report = await restoreArchive(open(), { replace: true });
    expect(report.deleted).toBe(2);
    expect(await dump()).toEqual(seeded);
  });

  it('a restore stopped by a failed write leaves the target to be finished by running it again with replace', async () => {
    await wipe();
    // The 25th write fails; the others go through.
    const prototype = Object.getPrototypeOf(store('staff')) as Store;
    const original = prototype.set;
    let count = 0;
    const spy = vi.spyOn(prototype, 'set').mockImplementation(function (this: Store, ...args) {
      count += 1;
      if (count === 25) return Promise.reject(new Error('injected: the network went away'));
      return original.apply(this, args);
    });
    await expect(restoreArchive(open())).rejects.toThrow('injected');
    spy.mockRestore();
    expect(await dump()).not.toEqual(seeded);
    await expect(restoreArchive(open())).rejects.toThrow(RestoreTargetInUse);
    await restoreArchive(open(), { replace: true });
    expect(await dump()).toEqual(seeded);
  });

  it('refuses an archive with one byte changed, before writing anything', async () => {
    const bytes = await readFile(file);
    for (const at of [40, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[at] = (tampered[at] ?? 0) ^ 0x01;
      const path = join(directory, `tampered-${at}.age`);
      await writeFile(path, tampered);
      await wipe();
      await expect(restoreArchive(open(path))).rejects.toThrow(ArchiveRefused);
      expect(Object.values(await dump()).every((entries) => Object.keys(entries).length === 0)).toBe(true);
    }
    await restoreArchive(open());
  });

  it('refuses an archive encrypted to another key', async () => {
    const other = join(directory, 'other-key.age');
    await backupTo(other, await identityToRecipient(await generateIdentity()));
    await expect(restoreArchive(open(other), { replace: true })).rejects.toThrow(ArchiveRefused);
    expect(await dump()).toEqual(seeded);
  });

  it('holds no personal data in plain text', async () => {
    const raw = (await readFile(file)).toString('latin1');
    const application = Object.values(seeded.admissions ?? {})
      .map(({ value }) => JSON.parse(Buffer.from(value, 'base64').toString()) as Record<string, unknown>)
      .find((record) => typeof record.email === 'string');
    const needles = [
      DEMO_CARD_HOLDER.mobileNumber,
      DEMO_STAFF[0]?.email,
      DEMO_STAFF[0]?.name,
      application?.email,
      application?.fullName ?? application?.name,
      application?.mobileNumber ?? application?.mobile,
      'drill@example.com',
    ].filter((needle): needle is string => typeof needle === 'string' && needle.length > 3);
    expect(needles.length).toBeGreaterThanOrEqual(6);
    for (const needle of needles) expect(raw.includes(needle), needle).toBe(false);
    expect(raw.startsWith('age-encryption.org/v1\n')).toBe(true);
  });
});
