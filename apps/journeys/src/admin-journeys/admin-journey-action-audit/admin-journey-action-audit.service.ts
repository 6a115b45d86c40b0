import { Injectable } from '@nestjs/common';

import { type AdminJourneyActionAuditReply, type AdminJourneyActionAuditRequest, CommandError } from '@mail/contracts';

import { AdminJourneysPeers } from '../admin-journeys.peers';
import { AdminJourneysRepository } from '../admin-journeys.repository';

/** admin.journey.action.audit: the entries at an action by touch state, their subscribers' state (asked of lists), its completions. */
@Injectable()
export class AdminJourneyActionAuditService {
  constructor(
    private readonly repository: AdminJourneysRepository,
    private readonly peers: AdminJourneysPeers,
  ) {}

  async run(input: AdminJourneyActionAuditRequest): Promise<AdminJourneyActionAuditReply> {
    const actionId = Number(input.actionid);
    const action = await this.repository.action(actionId);
    if (!action) throw new CommandError(2, 'Action not found');
    const [c, subscriberIds] = await Promise.all([this.repository.touchCounts(undefined, actionId), this.repository.subscribersAt(actionId)]);
    const states = await this.peers.subscribers(subscriberIds);
    const found = new Map(states.map((s) => [s.subscriberId, s]));
    const sub = { Subscribed: 0, Unsubscribed: 0, OptInPending: 0, OptOutPending: 0, SubscriberNotFound: 0 };
    const bounce = { NotBounced: 0, Hard: 0, Soft: 0, SubscriberNotFound: 0 };
    for (const id of subscriberIds) {
      const s = found.get(id);
      if (!s) {
        sub.SubscriberNotFound++;
        bounce.SubscriberNotFound++;
        continue;
      }
      const key = s.status.replace(/[\s-]/g, '') as keyof typeof sub;
      if (key in sub) sub[key]++;
      const b = /hard/i.test(s.bounceType) ? 'Hard' : /soft/i.test(s.bounceType) ? 'Soft' : 'NotBounced';
      bounce[b]++;
    }
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      ActionMeta: {
        ActionID: actionId,
        ActionType: action.type,
        OrderNo: action.order_no,
        JourneyID: Number(action.journey_id),
        JourneyName: action.journey_name,
        JourneyStatus: action.journey_status,
      },
      QueueState: {
        TotalAtAction: c.total,
        NeverTouched: c.NeverTouched,
        WaitingForNextPass: c.WaitingForNextPass,
        OverdueCount: c.Overdue + c.Stuck,
        SnoozedCount: c.Snoozed,
        InProgressCount: c.InProgress,
      },
      SubscriptionBreakdown: sub,
      BounceBreakdown: bounce,
      CompletionCount: Number(action.completed_runs),
    };
  }
}
