/**
 * Maps over items with at most `concurrency` calls in flight, keeping the
 * order of the results. Two pages at a time keep both cores busy (one checks
 * while the other loads) without starving the server under test.
 *
 * @example
 * const results = await mapPool(pages, 2, (page) => check(page));
 */
export async function mapPool<T, R>(items: readonly T[], concurrency: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
