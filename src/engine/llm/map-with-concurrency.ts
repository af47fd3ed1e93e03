// Runs async work over a list with at most `limit` tasks in flight, keeping results in input order.

export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runLane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, runLane);
  await Promise.all(lanes);
  return results;
}
