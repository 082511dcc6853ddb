import type { BlobsCall } from './blobs-fetch';

/**
 * The longest chain of calls made one after another: calls where each was made only after the one before it was
 * answered. On Netlify every call in such a chain waits for the network in turn, so the chain, not the number of
 * calls, sets how long a request waits (calls made together overlap). O(n log n): by start, each call extends the
 * longest chain among the calls answered before it started.
 */
export function longestChain(calls: readonly Pick<BlobsCall, 'started' | 'ended'>[]): number {
  const byStart = [...calls].sort((a, b) => a.started - b.started);
  const byEnd = [...calls].sort((a, b) => a.ended - b.ended);
  const chainOf = new Map<Pick<BlobsCall, 'started' | 'ended'>, number>();
  let answered = 0;
  let longestAnswered = 0;
  let longest = 0;
  for (const call of byStart) {
    while (answered < byEnd.length && (byEnd[answered] as BlobsCall).ended <= call.started) {
      longestAnswered = Math.max(longestAnswered, chainOf.get(byEnd[answered] as BlobsCall) ?? 0);
      answered += 1;
    }
    const chain = longestAnswered + 1;
    chainOf.set(call, chain);
    longest = Math.max(longest, chain);
  }
  return longest;
}
