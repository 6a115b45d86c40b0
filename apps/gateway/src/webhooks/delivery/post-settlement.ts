import type { PostSettlement } from './webhook-delivery.repository';
import type { PostResult } from './webhook-post';
import { nextRetryDelay } from './retry-schedule';

/**
 * What follows a POST: a 2xx ends it; a failure is tried again after the schedule's delay (retry-schedule.ts) until
 * the schedule gives up, except an address the SSRF guard refused, which no retry changes.
 */
export function settlementOf(post: { eventId: number; webhookId: number; attempt: number }, result: PostResult, retryBaseSeconds: number): PostSettlement {
  const retryIn = result.error === null || result.blocked ? undefined : nextRetryDelay(post.attempt, retryBaseSeconds);
  return { ...post, statusCode: result.statusCode, error: result.error, retryInSeconds: retryIn ?? null };
}

/** a failure that is not tried again */
export const givenUp = (s: PostSettlement): boolean => s.error !== null && s.retryInSeconds === null;
