import { Injectable } from '@nestjs/common';

import { type AdminJourneyQueuePositionReply, type AdminJourneyQueuePositionRequest, CommandError } from '@mail/contracts';

import { entryOf, optionalId, throughputOf } from '../admin-journeys.metrics';
import { AdminJourneysRepository } from '../admin-journeys.repository';

/**
 * admin.journey.queue.position: the subscriber's active entries with their place in their journey's queue (1 + the
 * entries due before them) and the minutes until processed: the later of the due time and the place at the current rate.
 */
@Injectable()
export class AdminJourneyQueuePositionService {
  constructor(private readonly repository: AdminJourneysRepository) {}

  async run(input: AdminJourneyQueuePositionRequest): Promise<AdminJourneyQueuePositionReply> {
    const rows = await this.repository.positions({
      entryId: optionalId(input.entryid),
      subscriberId: optionalId(input.subscriberid),
      email: input.entryid || input.subscriberid ? undefined : input.email?.trim(),
      listId: input.entryid || input.subscriberid ? undefined : optionalId(input.listid),
      journeyId: optionalId(input.journeyid),
    });
    if (!rows.length) throw new CommandError(2, 'Entry or subscriber not found in queue');
    const throughput = throughputOf(await this.repository.completionsInWindow());
    const now = Date.now();
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Entries: rows.map((r) => {
        const e = entryOf(r);
        const untilDue = Math.max(0, (new Date(r.due_at).getTime() - now) / 60_000);
        const byRate = throughput.PerMinute > 0 ? (r.position ?? 1) / throughput.PerMinute : 0;
        return {
          EntryID: e.EntryID,
          RelJourneyID: e.RelJourneyID,
          JourneyName: e.JourneyName,
          RelListID: e.RelListID,
          RelSubscriberID: e.RelSubscriberID,
          EmailAddress: e.EmailAddress,
          Position: r.position ?? 1,
          EstimatedMinutesUntilProcessed: Math.round(Math.max(untilDue, byRate) * 10) / 10,
          TouchState: e.TouchState,
          DueAt: e.DueAt,
          CurrentAction: r.action_id ? { ActionID: e.RelActionID, Action: e.ActionType, OrderNo: e.ActionOrderNo } : null,
          CreatedAt: e.CreatedAt,
          ActionUpdatedAt: e.ActionUpdatedAt,
          SnoozedUntil: e.SnoozedUntil,
        };
      }),
      Throughput: { PerMinute: throughput.PerMinute, PerSecond: throughput.PerSecond },
    };
  }
}
