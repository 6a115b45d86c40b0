import { Injectable } from '@nestjs/common';

import type { JourneyStatsByispReply, JourneyStatsByispRequest } from '@mail/contracts';

import { sumBy } from '../figures';
import { JourneyEmailAction } from '../journey-email-action';
import { statsWindow } from '../stats-window';
import { StatsRepository } from '../stats.repository';

/** journey.stats.byisp: the journey's (or one SendEmail action's) figures per recipient domain, most sent first. */
@Injectable()
export class JourneyStatsByispService {
  constructor(
    private readonly target: JourneyEmailAction,
    private readonly repository: StatsRepository,
  ) {}

  async run(userId: number, input: JourneyStatsByispRequest): Promise<JourneyStatsByispReply> {
    const journey = await this.target.journey(userId, input.journeyid);
    const window = statsWindow(input, [4, 5, 6]);
    const { actionId } = await this.target.sendEmailActions(journey, input.emailid);
    const rows = await this.repository.figures({ userId, journeyId: Number(journey.id), actionId, domain: null, ...window });
    const byDomain = [...sumBy(rows, (r) => r.domain)].map(([domain, c]) => ({
      Domain: domain,
      Sent: c.sent,
      Delivered: Math.max(0, c.sent - c.bounce),
      Opened: c.open,
      Clicked: c.click,
      Bounced: c.bounce,
      Unsubscribed: c.unsubscribe,
      Complained: c.complaint,
    }));
    byDomain.sort((x, y) => y.Sent - x.Sent || x.Domain.localeCompare(y.Domain));
    return { Success: true, ByISP: byDomain };
  }
}
