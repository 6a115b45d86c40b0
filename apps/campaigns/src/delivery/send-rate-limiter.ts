import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { Broadcasts, Queries } from '@mail/contracts';

import { type Reservation, type SendLimits, SendWindowRepository } from './send-window.repository';

const log = logger('campaigns.send-rate-limiter');
const TTL_MS = 30_000;

/** the user's limits as accounts answers them */
interface UserSendLimits {
  rates: Omit<SendLimits, 'perMonth'>;
  /** the group's monthly limit of messages from its default sender domain */
  defaultDomainMonthly: number | null;
  defaultDomain: string;
}

/**
 * A reservation with what releasing it and settling its batch need (the limits it was granted under), so that a
 * cache dropped meanwhile (a UserChanged broadcast) cannot lose the release of unused messages.
 */
export interface LimitedReservation extends Reservation {
  userId: number;
  /** null: the user has no limits, nothing was reserved in the window */
  limits: SendLimits | null;
  /** whether the run sends from the user's default sender domain (as accounts answered for this reservation) */
  onDefaultSenderDomain: boolean;
}

/**
 * The user's MaxSendPerMinute/Hour/Day and, for a run whose From address is on the group's default sender domain,
 * the group's DefaultSenderDomainMonthlyLimit (accounts' user limits, re-read every 30 s). Limit_Monthly and
 * Limit_Lifetime are the gateway's (the spec's Usage), not campaigns'. Workers reserve before they claim and wait
 * for the window to open when it is used up: messages are delayed (queued), never dropped. A user without limits
 * costs no database work. accounts broadcasts a change of a user (Broadcasts.UserChanged): every replica
 * drops that user's limits at once.
 */
@Injectable()
export class SendRateLimiter implements OnApplicationBootstrap {
  private readonly cache = new Map<number, { at: number; limits: UserSendLimits }>();

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly windows: SendWindowRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus
      .onBroadcast(Broadcasts.UserChanged, ({ userId }) => this.cache.delete(userId))
      .catch((error: unknown) => log.warn({ err: error }, 'no user-changed broadcasts; send limits expire by TTL only'));
  }

  /** `fromDomain`: the domain of the run's From address */
  async reserve(userId: number, wanted: number, fromDomain: string): Promise<LimitedReservation> {
    const user = await this.limitsOf(userId);
    const limits = forRun(user, fromDomain);
    const onDefaultSenderDomain = onDefaultDomain(user, fromDomain);
    if (unlimited(limits)) return { granted: wanted, waitMs: 0, userId, limits: null, onDefaultSenderDomain };
    return { ...(await this.windows.reserve(userId, wanted, limits)), userId, limits, onDefaultSenderDomain };
  }

  /** gives back `unused` messages of the reservation, under the limits it was granted with */
  async release(reservation: LimitedReservation, unused: number): Promise<void> {
    if (unused > 0 && reservation.limits) await this.windows.release(reservation.userId, unused, reservation.limits);
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
