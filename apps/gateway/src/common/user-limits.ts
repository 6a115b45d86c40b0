import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { Broadcasts, Queries, type UserLimitsReply } from '@mail/contracts';

const log = logger('gateway.user-limits');
const TTL_MS = 30_000;

/**
 * The caller's group limits from accounts (sender domains, send rates, monthly and lifetime gateway limits),
 * kept for TTL_MS: the send API asks on every message and limits change rarely. accounts broadcasts a change
 * (Broadcasts.UserChanged): every replica drops that user's limits at once.
 */
@Injectable()
export class UserLimits implements OnApplicationBootstrap {
  private readonly cache = new Map<number, { limits: UserLimitsReply['limits']; until: number }>();
  private readonly loading = new Map<number, Promise<UserLimitsReply['limits']>>();

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus
      .onBroadcast(Broadcasts.UserChanged, ({ userId }) => this.changed(userId))
      .catch((error: unknown) => log.warn({ err: error }, 'no user-changed broadcasts; limits expire by TTL only'));
  }

  async of(userId: number): Promise<UserLimitsReply['limits']> {
    const hit = this.cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.limits;
    // one query per user at a time: the sends that miss together share it
    return this.loading.get(userId) ?? this.load(userId);
  }

  /**
   * The user's limits changed (accounts' broadcast). A query in flight may have been answered before the change:
   * it is forgotten, so its answer is not cached and the sends after the change ask again.
   */
  private changed(userId: number): void {
    this.cache.delete(userId);
    this.loading.delete(userId);
  }

  private load(userId: number): Promise<UserLimitsReply['limits']> {
    const loading: Promise<UserLimitsReply['limits']> = this.bus
      .query(Queries.UserLimits, { userId })
      .then(({ limits }) => {
        if (this.loading.get(userId) !== loading) return limits;
        if (this.cache.size > 10_000) this.cache.clear();
        this.cache.set(userId, { limits, until: Date.now() + TTL_MS });
        return limits;
      })
      .finally(() => {
        if (this.loading.get(userId) === loading) this.loading.delete(userId);
      });
    this.loading.set(userId, loading);
    return loading;
  }
}
