import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { localBlobsServer } from '../../scripts/lib/local-blobs-server';
import { seedInvestors } from '../../scripts/lib/seed-investors';
import { seedStaff } from '../../scripts/lib/seed-staff';

/** NETLIFY_BLOBS_CONTEXT for a Blobs endpoint (the test server's site). */
export function blobsContext(url: string, token = 'test-token'): string {
  return Buffer.from(JSON.stringify({ siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url })).toString(
    'base64',
  );
}

/**
 * A real local Blobs server in a temporary directory, wired through NETLIFY_BLOBS_CONTEXT exactly as Netlify
 * wires functions. Call stop() in afterAll.
 */
export async function startTestBlobs() {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-test-'));
  const token = 'test-token';
  const server = localBlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(url, token);
  return {
    directory,
    url,
    async stop() {
      await server.stop();
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Registers hooks for a test file: a Blobs server for the whole file (seeded with the demo investors through the
 * same code as `npm run seed` unless seed is false; with staff, the demo staff too) and the request log lines kept
 * out of the test output.
 */
export function setUpTestBlobs({ seed = true, staff = false } = {}) {
  let blobs: Awaited<ReturnType<typeof startTestBlobs>> | undefined;
  beforeAll(async () => {
    blobs = await startTestBlobs();
    if (seed) await seedInvestors();
    if (staff) await seedStaff();
  });
  afterAll(() => blobs?.stop());
  beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));
}
