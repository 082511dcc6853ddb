/**
 * Runs `work` on each item, at most `limit` at once, and gives the results in the items' order. On Netlify every
 * Blobs call waits for the network, so independent calls made together cost one wait instead of one each; the bound
 * keeps a long list from opening hundreds of requests at once against the store (or the local server).
 */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}

/**
 * Runs steps together and waits for every one to end before throwing the first failure: a failed request leaves no
 * write still running behind its answer (and a retry never races its own earlier try).
 */
export async function together<T extends readonly unknown[]>(...steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((step): step is PromiseRejectedResult => step.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((step) => (step as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
