/** The figures each check prints (the CI log shows them); one block per check, easy to grep. */
export function printFigures(title: string, figures: Record<string, unknown>): void {
  const lines = Object.entries(figures).map(([name, value]) => `  ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  console.log(`[fault suite] ${title}\n${lines.join('\n')}`);
}

/** Counts by key, for "answers by status" and the like. */
export function tally<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function pool<T, R>(items: Iterable<T>, concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  const iterator = items[Symbol.iterator]();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) results.push(await work(next.value));
    }),
  );
  return results;
}
