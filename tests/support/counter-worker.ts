import { parentPort, workerData } from 'node:worker_threads';
import { getStore } from '@netlify/blobs';
import { addToCounter } from '../../netlify/lib/storage/exact-counter';

/**
 * A worker thread standing in for one function worker of `netlify serve`: its own module instances (so no shared
 * in-memory queue), the same Blobs server. Fires `adds` parallel additions of 1 and posts how many were added.
 */
const { name, adds, ceiling } = workerData as { name: string; adds: number; ceiling: number };
const store = getStore({ name: 'counters', consistency: 'strong' });
const results = await Promise.all(
  Array.from({ length: adds }, () => addToCounter(store, name, 1, { ceiling }).catch(() => ({ added: false }))),
);
parentPort?.postMessage(results.filter((result) => result.added).length);
