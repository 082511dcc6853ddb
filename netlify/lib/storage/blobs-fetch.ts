import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The fetch every Blobs store makes its calls with (stores.ts): each Blobs operation (a get, a set, a delete, a
 * conditional write, a metadata read, one page of a listing) is one fetch. Two things can ride on it, both off
 * unless asked for:
 * - BLOBS_LATENCY_MS: every call waits that long before it is made, as a call from a function to its store waits for
 *   the network on Netlify. Calls one after another add up, calls made together overlap, as they will there
 *   (docs/SCALE.md, "Latency"). Read at each call, so a test or a bench can set it.
 * - a trace (`traceBlobsCalls`): the calls made by one piece of work, with their times, for the latency bench.
 */

/** One Blobs call: its HTTP method, its store, and when it was made and answered (performance.now() ms). */
export interface BlobsCall {
  method: string;
  store: string;
  started: number;
  ended: number;
}

/** The longest simulated wait: a typo such as 50000 must not hang every call for a minute. */
const MAX_LATENCY_MS = 5_000;

/** The simulated latency in ms: BLOBS_LATENCY_MS when it is a positive number, else 0. */
export function simulatedLatency(): number {
  const ms = Number(process.env.BLOBS_LATENCY_MS ?? 0);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_LATENCY_MS) : 0;
}

/** One trace store per process, however many copies of this module are loaded (as request-context.ts). */
const TRACES = Symbol.for('awaaz.blobs-traces');
const scope = globalThis as { [TRACES]?: AsyncLocalStorage<BlobsCall[]> };
scope[TRACES] ??= new AsyncLocalStorage<BlobsCall[]>();
const traces = scope[TRACES];

/** The store a Blobs URL addresses: `/<site>/<store>/<key>` on the edge URL (the site's stores are `site:<name>`). */
function storeOf(url: string): string {
  const segment = new URL(url).pathname.split('/')[2] ?? '';
  return decodeURIComponent(segment).replace(/^site:/, '');
}

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export const blobsFetch: typeof fetch = async (input, init) => {
  const trace = traces.getStore();
  const latency = simulatedLatency();
  if (!trace && latency === 0) return fetch(input, init);
  const started = performance.now();
  if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
  try {
    return await fetch(input, init);
  } finally {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    trace?.push({ method, store: storeOf(urlOf(input)), started, ended: performance.now() });
  }
};

/** Runs `work` and gives back the Blobs calls it made, awaited or not, in the order they were answered. */
export async function traceBlobsCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: BlobsCall[] }> {
  const calls: BlobsCall[] = [];
  const result = await traces.run(calls, work);
  return { result, calls };
}
