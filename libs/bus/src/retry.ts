/** Exponential backoff with a cap: 200 ms, 400 ms, ... up to 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 200 * 2 ** Math.max(0, attempt - 1));
}
