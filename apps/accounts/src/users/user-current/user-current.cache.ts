import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';

import { BUS, type Bus, type JsonText } from '@mail/bus';
import { Broadcasts, type UserCurrentReply } from '@mail/contracts';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';

/**
 * User.Current replies for USER_CACHE_TTL_MS (default 1 s). Profile, group, limit and credential
 * changes evict the user's entry on every replica through broadcasts; gateway usage counters may
 * lag by at most the TTL. Clients that poll User.Current then cost no database round trip.
 */
@Injectable()
export class UserCurrentCache implements OnModuleInit {
  private readonly entries = new Map<number, { reply: JsonText<UserCurrentReply>; expiresAt: number }>();

  private readonly ttlMs: number;

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    this.ttlMs = config.userCacheTtlMs;
  }

  async onModuleInit(): Promise<void> {
    // a revocation naming no user (an admin's credential, a hash alone) may concern anyone: everything goes
    const evict = ({ userId }: { userId?: number }) => (userId === undefined ? this.entries.clear() : this.entries.delete(userId));
    await this.bus.onBroadcast(Broadcasts.UserChanged, evict);
    await this.bus.onBroadcast(Broadcasts.AuthRevoked, evict);
  }

  get(userId: number, now = Date.now()): JsonText<UserCurrentReply> | undefined {
    const entry = this.entries.get(userId);
    if (entry && entry.expiresAt > now) return entry.reply;
    if (entry) this.entries.delete(userId);
    return undefined;
  }

  set(userId: number, reply: JsonText<UserCurrentReply>, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(userId, { reply, expiresAt: now + this.ttlMs });
  }
}
