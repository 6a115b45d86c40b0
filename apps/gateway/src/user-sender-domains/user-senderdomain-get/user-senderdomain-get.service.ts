import { Inject, Injectable } from '@nestjs/common';

import { CommandError, isPresent, type SenderDomainDayStats, type UserSenderdomainGetReply, type UserSenderdomainGetRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { userDomainObject } from '../user-sender-domain.view';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

const DAY_MS = 86_400_000;

/** `days` clamped to 1–365; not a number: 30 */
export function daysOf(value: unknown): number {
  const n = Number.parseInt(String(value), 10);
  if (!Number.isFinite(n)) return 30;
  return Math.min(Math.max(n, 1), 365);
}

/** user.senderdomain.get: 2 not the caller's; with `days`, Stats of the days with activity (today included). */
@Injectable()
export class UserSenderdomainGetService {
  constructor(
    private readonly repository: UserSenderDomainsRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: UserSenderdomainGetRequest, now = new Date()): Promise<UserSenderdomainGetReply> {
    const row = await this.repository.find(userId, positiveId(input.domainid)!);
    if (!row) throw new CommandError(2, 'Sender domain not found');
    const volume = (await this.repository.volumes(userId, [row.id])).get(row.id);
    const reply: UserSenderdomainGetReply = { Success: true, SenderDomain: userDomainObject(row, this.config, volume) };
    if (!isPresent(input.days)) return reply;
    const days = daysOf(input.days);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const stats: Record<string, SenderDomainDayStats> = {};
    for (const d of await this.repository.daily(userId, row.id, new Date(today - (days - 1) * DAY_MS)))
      stats[d.day] = { Period: d.day, Sent: d.sent, Delivered: d.delivered, Bounced: d.bounced, Complaints: d.complaints };
    return { ...reply, Days: days, Stats: stats };
  }
}
