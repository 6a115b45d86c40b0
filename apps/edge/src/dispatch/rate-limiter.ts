import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import type { RateLimit } from '@mail/contracts';
import { logger } from '@mail/config';

import { EDGE_CONFIG, type EdgeConfig } from '../edge.config';

const log = logger('edge.rate-limit');

export type RateVerdict = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Fixed-window counters per (command, caller) on rate-limiter-flexible. With REDIS_URL every edge
 * replica counts in one Redis key, so N replicas enforce one limit together; a Redis outage falls
 * back to per-replica memory counters (the insurance limiter) rather than refusing or waving
 * everything through. Without REDIS_URL the counters live in this process.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly redis: Redis | undefined;
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly prefix: string;

  constructor(@Inject(EDGE_CONFIG) config: Pick<EdgeConfig, 'busNamespace' | 'redisUrl'>) {
    this.prefix = `rl:${config.busNamespace ?? 'mail'}`;
    const url = config.redisUrl;
    this.redis = url ? new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false }) : undefined;
    this.redis?.on('error', (err: Error) => log.debug({ err: err.message }, 'redis unavailable; per-replica limits meanwhile'));
  }

  async hit(key: string, limit: RateLimit): Promise<RateVerdict> {
    try {
      await this.limiterFor(limit).consume(key);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      log.warn({ err: rejection }, 'rate limiter failed; request allowed');
      return { allowed: true };
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  private limiterFor(limit: RateLimit): RateLimiterAbstract {
    const id = `${limit.requests}/${limit.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = { points: limit.requests, duration: limit.windowSeconds, keyPrefix: `${this.prefix}:${id}` };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
