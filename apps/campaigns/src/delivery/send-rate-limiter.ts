import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

import { type Reservation, type SendLimits, SendWindowRepository } from './send-window.repository';

const TTL_MS = 30_000;

/** the user's limits as accounts answers them */
interface UserSendLimits {
  rates: Omit<SendLimits, 'perMonth'>;
  /** the group's monthly limit of messages from its default sender domain */
  defaultDomainMonthly: number | null;
  defaultDomain: string;
}

/**
 * The user's MaxSendPerMinute/Hour/Day and, for a run whose From address is on the group's default sender domain,
 * the group's DefaultSenderDomainMonthlyLimit (accounts' user limits, re-read every 30 s). Limit_Monthly and
 * Limit_Lifetime are the gateway's (the spec's Usage), not campaigns'. Workers reserve before they claim and wait
 * for the window to open when it is used up: messages are delayed (queued), never dropped. A user without limits
 * costs no database work.
 */
@Injectable()
export class SendRateLimiter {
  private readonly cache = new Map<number, { at: number; limits: UserSendLimits }>();

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly windows: SendWindowRepository,
  ) {}

  /** `fromDomain`: the domain of the run's From address */
  async reserve(userId: number, wanted: number, fromDomain: string): Promise<Reservation> {
    const limits = forRun(await this.limitsOf(userId), fromDomain);
    if (unlimited(limits)) return { granted: wanted, waitMs: 0 };
    return this.windows.reserve(userId, wanted, limits);
  }

  async release(userId: number, unused: number, fromDomain: string): Promise<void> {
    const cached = this.cache.get(userId)?.limits;
    const limits = cached && forRun(cached, fromDomain);
    if (unused > 0 && limits && !unlimited(limits)) await this.windows.release(userId, unused, limits);
  }

  /** whether the run sends from the user's default sender domain (as accounts last answered) */
  onDefaultSenderDomain(userId: number, fromDomain: string): boolean {
    const limits = this.cache.get(userId)?.limits;
    return !!limits && onDefaultDomain(limits, fromDomain);
  }

  private async limitsOf(userId: number): Promise<UserSendLimits> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.limits;
    // an unreachable accounts service fails the batch (the worker retries): sending past a limit is not an option
    const reply = await this.bus.query(Queries.UserLimits, { userId }, 5000);
    const { maxSendPerMinute, maxSendPerHour, maxSendPerDay, defaultSenderDomainMonthly } = reply.limits;
    const limits = {
      rates: { perMinute: maxSendPerMinute, perHour: maxSendPerHour, perDay: maxSendPerDay },
      defaultDomainMonthly: defaultSenderDomainMonthly ?? null,
      defaultDomain: reply.defaultSenderDomain ?? '',
    };
    this.cache.set(userId, { at: Date.now(), limits });
    return limits;
  }
}

const onDefaultDomain = (limits: UserSendLimits, fromDomain: string) => limits.defaultDomain !== '' && fromDomain.toLowerCase() === limits.defaultDomain;

function forRun(limits: UserSendLimits, fromDomain: string): SendLimits {
  return { ...limits.rates, perMonth: onDefaultDomain(limits, fromDomain) ? limits.defaultDomainMonthly : null };
}

const unlimited = (l: SendLimits) => l.perMinute === null && l.perHour === null && l.perDay === null && l.perMonth === null;
