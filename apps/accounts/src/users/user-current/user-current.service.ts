import { Injectable } from '@nestjs/common';

import { JsonText } from '@mail/bus';
import { CommandError, type UserCurrentReply, type UserCurrentRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { int } from '../../shared/params/param-readers';
import { effectiveLimits } from '../../usage/user-limits/effective-limits';
import { groupInformation, userProfile, userTwoFactor } from '../user-info.presenter';
import { UserCurrentCache } from './user-current.cache';
import { UserCurrentRepository } from './user-current.repository';

/**
 * User.Current: the caller's own account. An administrator names the user with `UserID`
 * (4 when missing). Codes: 2 user not found, 5 internal error.
 */
@Injectable()
export class UserCurrentService {
  constructor(
    private readonly repository: UserCurrentRepository,
    private readonly cache: UserCurrentCache,
  ) {}

  /** The reply as JSON text: cached replies go on the wire without being serialised again. */
  async current(caller: Caller, params: UserCurrentRequest): Promise<JsonText<UserCurrentReply>> {
    const userId = this.userId(caller, params);
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const reply = JsonText.of(await this.load(userId));
    this.cache.set(userId, reply);
    return reply;
  }

  private async load(userId: number): Promise<UserCurrentReply> {
    const record = await this.repository.find(userId).catch(() => {
      throw new CommandError(5, 'Internal error');
    });
    if (!record) throw new CommandError(2, 'User not found');
    const { user, group, usage, senderDomainMonth } = record;
    const limits = effectiveLimits(user, group).limits;
    return {
      UserInfo: { ...userProfile(user), GroupInfo: groupInformation(group, senderDomainMonth), ...userTwoFactor(user) },
      Usage: {
        EmailGateway_TotalSentThisMonth: usage.month,
        EmailGateway_TotalSentAllTime: usage.all,
        Limit_Monthly: limits.monthlyGateway ?? 0,
        Limit_Lifetime: limits.lifetimeGateway ?? 0,
      },
      SendRateLimits: {
        EmailGateway: {
          RateLimits: { MaxSendPerMinute: limits.maxSendPerMinute ?? 0, MaxSendPerHour: limits.maxSendPerHour ?? 0, MaxSendPerDay: limits.maxSendPerDay ?? 0 },
          SendRates: { CurrentSendRatePerMinute: usage.minute, CurrentSendRatePerHour: usage.hour, CurrentSendRatePerDay: usage.day },
        },
      },
    };
  }

  private userId(caller: Caller, params: UserCurrentRequest): number {
    if (caller.isUser) {
      if (caller.actingUserId === undefined) throw new CommandError(1, 'Invalid session or API key');
      return caller.actingUserId;
    }
    if (params.userid === undefined || params.userid === '') throw new CommandError(4, 'Required parameter missing: UserID');
    const id = int(params.userid);
    if (id === undefined) throw new CommandError(2, 'User not found');
    return id;
  }
}
