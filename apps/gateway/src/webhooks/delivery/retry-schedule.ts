const CAP_SECONDS = 6 * 3600;
const RETRY_FOR_SECONDS = 24 * 3600;

const delay = (retry: number, base: number): number => Math.min(base * 2 ** (retry - 1), CAP_SECONDS);

/**
 * Seconds to wait after failed try `attempt` (1 = the first try): base, 2×base, 4×base … capped at 6 hours,
 * until the retries have covered 24 hours; then undefined (given up).
 */
export function nextRetryDelay(attempt: number, baseSeconds: number): number | undefined {
  let waited = 0;
  for (let retry = 1; retry < attempt; retry++) waited += delay(retry, baseSeconds);
  return waited >= RETRY_FOR_SECONDS ? undefined : delay(attempt, baseSeconds);
}
