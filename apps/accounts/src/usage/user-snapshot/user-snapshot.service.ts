import { Injectable } from '@nestjs/common';

import { CommandError, type UserSnapshotReply, type UserSnapshotRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { int, str } from '../../shared/params/param-readers';
import { UserRepository } from '../../users/user.repository';
import { UsageSources } from '../usage-sources';

/**
 * user.snapshot: a user's own month (parameters naming another user are ignored); an administrator names the user
 * by EmailAddress or UserID (2 when neither, 1 when EmailAddress is sent blank without UserID, 5 unknown).
 * Subscribers and Lists are today's figures (lists keeps no history of them).
 */
@Injectable()
export class UserSnapshotService {
  constructor(
    private readonly users: UserRepository,
    private readonly sources: UsageSources,
  ) {}

  async run(caller: Caller, input: UserSnapshotRequest): Promise<UserSnapshotReply> {
    const userId = caller.isUser ? caller.userId : await this.target(input);
    const [year, month] = input.month.split('-').map(Number);
    const start = new Date(Date.UTC(year, month - 1, 1));
    const end = new Date(Date.UTC(year, month, 1));
    const [emails, audience] = await Promise.all([this.sources.emails([userId], start, end, 'monthly'), this.sources.audience([userId])]);
    const sent = emails.get(userId);
    const totals = audience.get(userId);
    return {
      CampaignsSent: sent?.campaignsSent ?? 0,
      EmailsSent: sent?.total ?? 0,
      Subscribers: totals?.activeSubscribers ?? 0,
      Lists: totals?.lists ?? 0,
    };
  }

  private async target(input: UserSnapshotRequest): Promise<number> {
    const email = str(input.emailaddress)?.trim();
    if (email) {
      const user = await this.users.findByEmail(email);
      if (!user) throw new CommandError(5, 'User not found');
      return user.id;
    }
    if (input.userid === undefined || input.userid === null || str(input.userid)?.trim() === '') {
      if (input.emailaddress !== undefined) throw new CommandError(1, 'Missing EmailAddress');
      throw new CommandError(2, 'Missing UserID');
    }
    const id = int(input.userid);
    const user = id && id > 0 ? await this.users.findById(id) : undefined;
    if (!user) throw new CommandError(5, 'User not found');
    return user.id;
  }
}
