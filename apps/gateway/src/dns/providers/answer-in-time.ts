import { ProviderUnavailable } from './provider-errors';

/**
 * The time a DNS command may spend at a provider or a resolver: the edge gives up on a reply after BUS_TIMEOUT_MS
 * (a hard failure), so the command answers its own code well before that.
 */
export function dnsWorkBudgetMs(busTimeoutMs: number): number {
  return Math.max(1000, busTimeoutMs - 2500);
}

/** `work`, or ProviderUnavailable once the budget (dnsWorkBudgetMs) is spent (the calls still running end on their own timeouts). */
export async function answerInTime<T>(work: Promise<T>, what: string, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailable(`${what} did not answer in time`)), budgetMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
