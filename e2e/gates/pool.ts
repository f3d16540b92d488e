/**
 * Maps over items with at most `concurrency` calls in flight, keeping the
 * order of the results. Two pages at a time keep both cores busy (one checks
 * while the other loads) without starving the server under test. `run` is
 * told its lane (0 … concurrency-1): one call at a time per lane, so a lane
 * can keep a browser page of its own.
 *
 * @example
 * const results = await mapPool(pages, 2, (page, lane) => check(page, tabs[lane]));
 */
export async function mapPool<T, R>(items: readonly T[], concurrency: number, run: (item: T, lane: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (lane: number) => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, lane);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, (_, lane) => worker(lane)));
  return results;
}
