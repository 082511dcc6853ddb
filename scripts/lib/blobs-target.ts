import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { localBlobsServer } from './local-blobs-server';
// The local Blobs server below listens on a port without a host, i.e. on every interface: this keeps it on 127.0.0.1.
import './listen-on-loopback.mjs';

/**
 * Where the command-line tools read and write Blobs:
 * - NETLIFY_BLOBS_CONTEXT already set (tests, a Netlify build): that context, untouched;
 * - NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set: the deployed site's stores through the Netlify API;
 * - otherwise the local sandbox in .netlify/blobs-serve: site "unlinked" is what `netlify serve --offline` gives
 *   the functions, site "0" (with --dev) is what `astro dev` gives them. Both run in demo mode.
 * On the deployed site, commands that write hashed keys (reindex:admissions) need that site's KEY_HASH_SECRET.
 */
export type BlobsTarget = 'serve' | 'dev';

export const LOCAL_BLOBS_DIRECTORY = path.resolve('.netlify', 'blobs-serve');
const LOCAL_SITE_IDS: Record<BlobsTarget, string> = { serve: 'unlinked', dev: '0' };

export async function withBlobs<T>(target: BlobsTarget, work: () => Promise<T>): Promise<T> {
  if (process.env.NETLIFY_BLOBS_CONTEXT) return work();
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = process.env;
  if (siteID && token) {
    setEnvironmentContext({ siteID, token });
    return work();
  }
  // The local sandbox holds the demo's data, served with DEMO_MODE=1: its keys are hashed with the same local key
  // (netlify/lib/storage/key-hash.ts) unless KEY_HASH_SECRET says otherwise.
  process.env.DEMO_MODE ??= '1';
  const localToken = randomUUID();
  const server = localBlobsServer({ directory: LOCAL_BLOBS_DIRECTORY, token: localToken });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ siteID: LOCAL_SITE_IDS[target], token: localToken, edgeURL: url, uncachedEdgeURL: url });
  try {
    return await work();
  } finally {
    await server.stop();
    // The context names the server just stopped: a later call, or a child process such as the seed step of the
    // local server the benchmark starts next, would otherwise be sent to it (ECONNREFUSED).
    delete process.env.NETLIFY_BLOBS_CONTEXT;
  }
}

/** Describes the target for the tools' output. */
export function describeTarget(target: BlobsTarget): string {
  if (process.env.NETLIFY_BLOBS_CONTEXT) return 'the Blobs context in NETLIFY_BLOBS_CONTEXT';
  if (process.env.NETLIFY_SITE_ID && process.env.NETLIFY_AUTH_TOKEN) return `site ${process.env.NETLIFY_SITE_ID}`;
  return `${path.relative(process.cwd(), LOCAL_BLOBS_DIRECTORY)} (${target === 'dev' ? 'astro dev' : 'netlify serve'})`;
}
