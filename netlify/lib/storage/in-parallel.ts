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
