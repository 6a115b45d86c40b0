/** A span of subscriber ids: lo < id <= hi. */
export interface IdRange {
  lo: number;
  hi: number;
}

/**
 * Cuts a list's ids [first, last] into at least `parts` ranges of at most `maxIds` ids each (equal sizes), so a
 * bulk statement per range stays bounded and ranges can run side by side.
 */
export function idRanges(first: number, last: number, maxIds: number, parts = 1): IdRange[] {
  const span = last - first + 1;
  const count = Math.max(parts, Math.ceil(span / maxIds));
  const size = Math.ceil(span / count);
  const ranges: IdRange[] = [];
  for (let lo = first - 1; lo < last; lo += size) ranges.push({ lo, hi: Math.min(last, lo + size) });
  return ranges;
}

/**
 * Runs `work` over the ranges, up to `parallel` at once; after a failure no further range starts and the first
 * failure is thrown once the running ones ended. `done` hears the ids covered after each range.
 */
export async function forEachRange(
  ranges: IdRange[],
  parallel: number,
  work: (range: IdRange) => Promise<void>,
  done?: (idsCovered: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let covered = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < ranges.length) {
      const range = ranges[next++];
      try {
        await work(range);
        covered += range.hi - range.lo;
        await done?.(covered);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, ranges.length)) }, worker));
  if (failure) throw failure.error;
}
