import { Injectable } from '@nestjs/common';

import type { JourneyStatsByactionReply, JourneyStatsByactionRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { EmailNames } from '../../actions/email-names';
import { fail } from '../../common/errors';
import { sumBy, zero } from '../figures';
import { JourneyEmailAction } from '../journey-email-action';
import { daysOf, statsWindow } from '../stats-window';
import { StatsRepository } from '../stats.repository';

/** journey.stats.byaction: each SendEmail action's figures over the window and per day (zeros included). */
@Injectable()
export class JourneyStatsByactionService {
  constructor(
    private readonly target: JourneyEmailAction,
    private readonly repository: StatsRepository,
    private readonly emails: EmailNames,
  ) {}

  async run(userId: number, input: JourneyStatsByactionRequest): Promise<JourneyStatsByactionReply> {
    const journey = await this.target.journey(userId, input.journeyid);
    const window = statsWindow(input, [4, 5, 6]);
    const { actions, actionId } = await this.target.sendEmailActions(journey, input.emailid);
    const isp = paramText(input.isp);
    if (isp && !/^[a-zA-Z0-9.-]+$/.test(isp)) throw fail(8, 'ISP may hold only letters, digits, dots and hyphens');
    const rows = await this.repository.figures({ userId, journeyId: Number(journey.id), actionId, domain: isp || null, ...window });
    const totals = sumBy(rows, (r) => r.action_id);
    const daily = sumBy(rows, (r) => `${r.action_id}:${r.day}`);
    const days = daysOf(window);
    const names = await this.emails.of(
      userId,
      actions.map((a) => Number(a.params.EmailID ?? 0)),
    );
    return {
      Success: true,
      Actions: actions.map((a) => {
        const t = totals.get(String(a.id)) ?? zero();
        return {
          ActionID: Number(a.id),
          Action: 'SendEmail' as const,
          EmailID: Number(a.params.EmailID ?? 0),
          EmailName: names.get(Number(a.params.EmailID ?? 0))?.name ?? '',
          OrderNo: a.order_no,
          Stats: {
            SendCount: t.sent,
            DeliveryCount: Math.max(0, t.sent - t.bounce),
            OpenCount: t.open,
            ClickCount: t.click,
            BounceCount: t.bounce,
            UnsubscribeCount: t.unsubscribe,
            SpamComplaintCount: t.complaint,
            TotalRevenue: 0,
          },
          DailyStats: days.map((day) => {
            const d = daily.get(`${a.id}:${day}`) ?? zero();
            return { Date: day, SendCount: d.sent, OpenCount: d.open, ClickCount: d.click, TotalRevenue: 0 };
          }),
        };
      }),
    };
  }
}
