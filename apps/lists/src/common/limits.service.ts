import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { BUS, type Bus, BusTimeoutError, BusUnavailableError, QueryFailedError } from '@mail/bus';
import { Broadcasts, NO_USER_LIMITS, Queries, type UserLimitsReply } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('lists.limits');
const TTL_MS = 30_000;
type Limits = UserLimitsReply['limits'];
const UNLIMITED: Limits = NO_USER_LIMITS;

/** The caller's group limits from accounts, cached briefly (creates are hot; limits change rarely). */
@Injectable()
export class UserLimitsService implements OnApplicationBootstrap {
  private readonly cache = new Map<number, { at: number; limits: Limits }>();

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  /** accounts announces group/limit changes: drop the cached limits at once */
  async onApplicationBootstrap(): Promise<void> {
    await this.bus
      .onBroadcast(Broadcasts.UserChanged, ({ userId }) => this.cache.delete(userId))
      .catch((error: unknown) => log.warn({ err: error }, 'no user-changed broadcasts; limits cache expires by TTL only'));
  }

  async limitsOf(userId: number): Promise<Limits> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.limits;
    const limits = await this.fetch(userId);
    this.cache.set(userId, { at: Date.now(), limits });
    return limits;
  }

  private async fetch(userId: number): Promise<Limits> {
    try {
      const reply = await this.bus.query(Queries.UserLimits, { userId }, 3000);
      return { ...UNLIMITED, ...reply.limits };
    } catch (error) {
      if (error instanceof QueryFailedError) log.warn({ userId, err: error }, 'user limits query failed; treating as unlimited');
      else if (error instanceof BusUnavailableError || error instanceof BusTimeoutError)
        log.warn({ userId, err: error }, 'accounts unavailable for user limits; treating as unlimited');
      else throw error;
    }
    return UNLIMITED;
  }
}
