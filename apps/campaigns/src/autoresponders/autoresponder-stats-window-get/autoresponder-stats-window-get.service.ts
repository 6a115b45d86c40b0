import { Injectable } from '@nestjs/common';

import { type AutoresponderStatsWindowGetReply, type AutoresponderStatsWindowGetRequest, CommandError } from '@mail/contracts';

import { intParam } from '../autoresponder.fields';
import { AutorespondersRepository } from '../autoresponders.repository';

const DAY_MS = 86_400_000;
const text = (at: Date | null): string | null => (at ? new Date(at).toISOString().replace('T', ' ').slice(0, 19) : null);

/** autoresponder.stats.window.get: the counters of the messages scheduled in the last WindowDays days (UTC), and the last and next send times. */
@Injectable()
export class AutoresponderStatsWindowGetService {
  constructor(private readonly repository: AutorespondersRepository) {}

  async run(userId: number, input: AutoresponderStatsWindowGetRequest): Promise<AutoresponderStatsWindowGetReply> {
    const autoresponder = await this.repository.find(userId, Number(input.autoresponderid));
    if (!autoresponder) throw new CommandError(2, 'Autoresponder not found');
    const days = intParam(input.windowdays, 30, { min: 1, max: 365 });
    const to = new Date();
    const from = new Date(to.getTime() - days * DAY_MS);
    const c = await this.repository.counters(autoresponder.id, { from, to: new Date(to.getTime() + 1000) });
    const times = await this.repository.times(autoresponder.id);
    return {
      Window: { Days: days, From: text(from)!, To: text(to)! },
      Counters: {
        TotalSent: c.sent,
        TotalDelivered: c.sent,
        TotalFailed: c.failed,
        TotalOpens: c.opens,
        UniqueOpens: c.unique_opens,
        TotalClicks: c.clicks,
        UniqueClicks: c.unique_clicks,
        TotalUnsubscriptions: c.unsubscriptions,
        TotalHardBounces: c.hard_bounces,
        TotalSoftBounces: c.soft_bounces,
      },
      LastSentAt: text(times.last_sent_at),
      NextScheduledAt: text(times.next_at),
    };
  }
}
