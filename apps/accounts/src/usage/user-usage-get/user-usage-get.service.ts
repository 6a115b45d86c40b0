import { Injectable, Logger } from '@nestjs/common';

import { CommandError, type UserUsageGetReply, type UserUsageGetRequest } from '@mail/contracts';

import { int } from '../../shared/params/param-readers';
import { UserRepository } from '../../users/user.repository';
import { UsageSources } from '../usage-sources';
import { ACTIVE_SUBSCRIBERS_DEFINITION } from '../users-usage-get/users-usage-get.service';

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/**
 * user.usage.get: strictly read-only. The email window is the UTC calendar month; there is no payment log here, so
 * the campaign window is always Derived (the same month) and CampaignsSentInPeriod 0, as the vendor answers when no
 * payment-log row covers today. A service that does not answer its counts is 4, never zeros.
 */
@Injectable()
export class UserUsageGetService {
  private readonly log = new Logger(UserUsageGetService.name);

  constructor(
    private readonly users: UserRepository,
    private readonly sources: UsageSources,
  ) {}

  async run(input: UserUsageGetRequest, now = new Date()): Promise<UserUsageGetReply> {
    const id = /^\s*\d{1,10}\s*$/.test(String(input.userid)) ? int(input.userid) : undefined;
    if (!id || id < 1 || id > 2_147_483_647) throw new CommandError(2, 'UserID must be a positive integer');
    const user = await this.users.findById(id);
    if (!user) throw new CommandError(3, 'User not found');
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const period = { Start: stamp(start), End: stamp(new Date(end.getTime() - 1000)) };
    let figures;
    try {
      figures = await Promise.all([this.sources.emails([user.id], start, end, 'monthly'), this.sources.audience([user.id]), this.sources.features(user.id)]);
    } catch (error) {
      this.log.warn(`usage counts unavailable for user ${user.id}: ${(error as Error).message}`);
      throw new CommandError(4, 'Usage is temporarily unavailable');
    }
    const [emails, audience, features] = figures;
    return {
      UserID: user.id,
      Periods: {
        EmailSend: { Type: 'CalendarMonth', ...period, Derived: false },
        CampaignSend: { Type: 'PaymentPeriod', ...period, Derived: true },
      },
      Usage: {
        ActiveSubscribers: {
          Value: audience.get(user.id)?.activeSubscribers ?? 0,
          Source: 'lists',
          AsOf: null,
          MaxStalenessSeconds: 0,
          Definition: ACTIVE_SUBSCRIBERS_DEFINITION,
        },
        EmailsSentInPeriod: {
          Value: emails.get(user.id)?.total ?? 0,
          Source: 'campaigns+gateway',
          AsOf: null,
          MaxStalenessSeconds: 60,
          Definition: 'Emails sent in the calendar month (UTC): campaigns, autoresponders, journeys and the email gateway',
          Period: 'EmailSend',
          Derived: false,
        },
        CampaignsSentInPeriod: {
          Value: 0,
          Source: 'payment-log',
          AsOf: null,
          MaxStalenessSeconds: 0,
          Definition: 'Campaigns sent in the payment period; 0 while the period is derived (no payment-log row covers today)',
          Period: 'CampaignSend',
          Derived: true,
        },
      },
      Features: Object.fromEntries(
        Object.entries(features).map(([name, f]) => [
          name,
          { InUse: f.count > 0, Count: f.count, ...(f.active !== undefined ? { ActiveCount: f.active } : {}) },
        ]),
      ),
    };
  }
}
