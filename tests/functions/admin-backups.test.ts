import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Decrypter } from 'age-encryption';
import { beforeAll, describe, expect, it } from 'vitest';
import adminBackupDownload from '../../netlify/functions/admin-backup-download.mts';
import adminBackupsList from '../../netlify/functions/admin-backups-list.mts';
import backupSnapshot from '../../netlify/functions/backup-snapshot.mts';
import backupSnapshotBackground from '../../netlify/functions/backup-snapshot-background.mts';
import { readAudit } from '../../netlify/lib/audit';
import { checkArchive } from '../../netlify/lib/backup/archive-format';
import { DEMO_BACKUP_IDENTITY } from '../../netlify/lib/backup/backup-keys';
import { listSnapshots, runDailySnapshot, snapshotKey } from '../../netlify/lib/backup/snapshots';
import { store } from '../../netlify/lib/storage/stores';
import { listBackups } from '../../src/api/admin-backups';
import { adminSessionCookie, demoMember } from '../support/admin';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction } from '../support/call';

setUpTestBlobs({ staff: true });

const TODAY = new Date().toISOString().slice(0, 10);
let owner = '';
let admissions = '';

beforeAll(async () => {
  owner = await adminSessionCookie('owner');
  admissions = await adminSessionCookie('admissions');
});

const list = (cookie?: string) =>
  callFunction(adminBackupsList, '/api/admin/backups', { headers: cookie ? { cookie } : {} });
const download = (id: string, cookie?: string) =>
  callFunction(adminBackupDownload, `/api/admin/backups/${id}`, { headers: cookie ? { cookie } : {}, params: { id } });

describe('the daily snapshot', () => {
  it('is asked for by the scheduled function, with a token only the background function accepts', async () => {
    const asked: { path: string; authorization: string }[] = [];
    const site = createServer((req, res) => {
      asked.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '' });
      res.writeHead(202).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    process.env.URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      expect((await backupSnapshot()).status).toBe(204);
    } finally {
      delete process.env.URL;
      site.close();
    }
    expect(asked).toHaveLength(1);
    const [{ path, authorization }] = asked as [{ path: string; authorization: string }];
    expect(path).toBe('/api/internal/backup-snapshot');
    const trigger = (headers: Record<string, string>) =>
      callFunction(backupSnapshotBackground, path, { method: 'POST', headers });
    expect((await trigger({})).status).toBe(404);
    expect((await trigger({ authorization: `${authorization.slice(0, -2)}xx` })).status).toBe(404);
    expect((await listSnapshots()).length).toBe(0);
    expect((await trigger({ authorization })).status).toBe(204);
  });

  it('is taken once a day, encrypted, with its counts', async () => {
    const again = await runDailySnapshot();
    expect(again.taken).toBeNull();
    const [today] = await listSnapshots();
    expect(today?.id).toBe(TODAY);
    expect(today?.counts.investors).toBeGreaterThan(0);
    expect(today?.counts.staff).toBeGreaterThan(0);
    expect(today?.size).toBeGreaterThan(0);
  });

  it('deletes the snapshots the retention rule no longer keeps', async () => {
    const backups = store('backups');
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const metadata = { createdAt: new Date().toISOString(), size: 3, counts: {} };
    for (const offset of [3, 40, 41, 400]) await backups.set(snapshotKey(day(offset)), 'age', { metadata });
    const { deleted } = await runDailySnapshot();
    // Of the two a month or more old, the later one goes when both fall in the same month.
    const sameMonth = day(40).slice(0, 7) === day(41).slice(0, 7);
    expect(deleted).toEqual(sameMonth ? [day(400), day(40)].sort() : [day(400)]);
    expect((await listSnapshots()).map((each) => each.id)).toContain(day(3));
  });
});

describe('GET /api/admin/backups', () => {
  it('answers 401 signed out and 403 to a member who is not the owner', async () => {
    expect((await list()).status).toBe(401);
    expect((await list(admissions)).status).toBe(403);
  });

  it('lists the snapshots to the owner, newest first, with date, size and counts', async () => {
    const response = await list(owner);
    expect(response.status).toBe(200);
    const { backups } = listBackups.response.parse(await response.json());
    expect(backups[0]?.id).toBe(TODAY);
    expect(backups.map((each) => each.id)).toEqual([...backups.map((each) => each.id)].sort().reverse());
    expect(backups[0]?.counts.staff).toBeGreaterThan(0);
    expect(backups[0]?.size).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/backups/:id', () => {
  it('answers 401 signed out, 403 to other roles, 404 for a day without a snapshot or a made-up id', async () => {
    expect((await download(TODAY)).status).toBe(401);
    expect((await download(TODAY, admissions)).status).toBe(403);
    const missing = await download('2001-01-01', owner);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('backupNotFound');
    expect((await download('..%2Fsecrets', owner)).status).toBe(404);
  });

  it('streams the encrypted snapshot as an attachment, which decrypts and checks, and audits the download', async () => {
    const response = await download(TODAY, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="awaaz-backup-${TODAY}.age"`);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 21))).toBe('age-encryption.org/v1');
    const decrypter = new Decrypter();
    decrypter.addIdentity(DEMO_BACKUP_IDENTITY);
    const plain = await decrypter.decrypt(bytes);
    const manifest = await checkArchive(new Blob([plain as BlobPart]).stream());
    expect(manifest.stores.investors?.count).toBeGreaterThan(0);
    const {
      entries: [entry],
    } = await readAudit({ record: `backup/${TODAY}` });
    expect(entry).toMatchObject({ action: 'backup-downloaded', actor: demoMember('owner').email });
  });
});
