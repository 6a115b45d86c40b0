import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

import { type Reservation, type SendLimits, SendWindowRepository } from './send-window.repository';

const TTL_MS = 30_000;

/**
 * The user's MaxSendPerMinute/Hour/Day and monthly limit (accounts' user limits, re-read every 30 s; the month's is
 * the user group's Limit_Monthly): workers reserve before they claim, and wait for the window to open when it is
 * used up. Messages are delayed (queued), never dropped. A user without limits costs no database work.
 */
@Injectable()
export class SendRateLimiter {
  private readonly cache = new Map<number, { at: number; limits: SendLimits }>();

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly windows: SendWindowRepository,
  ) {}

  async reserve(userId: number, wanted: number): Promise<Reservation> {
    const limits = await this.limitsOf(userId);
    if (unlimited(limits)) return { granted: wanted, waitMs: 0 };
    return this.windows.reserve(userId, wanted, limits);
  }

  async release(userId: number, unused: number): Promise<void> {
    const limits = this.cache.get(userId)?.limits;
    if (unused > 0 && limits && !unlimited(limits)) await this.windows.release(userId, unused);
  }

  private async limitsOf(userId: number): Promise<SendLimits> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.limits;
    // an unreachable accounts service fails the batch (the worker retries): sending past a limit is not an option
    const { maxSendPerMinute, maxSendPerHour, maxSendPerDay, monthlyGateway } = (await this.bus.query(Queries.UserLimits, { userId }, 5000)).limits;
    const limits = { perMinute: maxSendPerMinute, perHour: maxSendPerHour, perDay: maxSendPerDay, perMonth: monthlyGateway };
    this.cache.set(userId, { at: Date.now(), limits });
    return limits;
  }
}

const unlimited = (l: SendLimits) => l.perMinute === null && l.perHour === null && l.perDay === null && l.perMonth === null;
