import { Injectable } from '@nestjs/common';

import { type AdminJourneysQueueReply, type AdminJourneysQueueRequest, TOUCH_STATES } from '@mail/contracts';

import { entryOf, optionalId, paging } from '../admin-journeys.metrics';
import { AdminJourneysRepository } from '../admin-journeys.repository';

/** admin.journeys.queue: every user's active journey entries (the engine's queue), filtered and paged. */
@Injectable()
export class AdminJourneysQueueService {
  constructor(private readonly repository: AdminJourneysRepository) {}

  async run(input: AdminJourneysQueueRequest): Promise<AdminJourneysQueueReply> {
    const { limit, offset } = paging(input.recordsperrequest, input.recordsfrom);
    const status = input.status?.trim().toLowerCase();
    const { rows, total } = await this.repository.entries(
      {
        journeyId: optionalId(input.journeyid),
        actionId: optionalId(input.actionid),
        touch: status ? TOUCH_STATES.find((s) => s.toLowerCase() === status) : undefined,
        keyword: input.searchkeyword?.trim() || undefined,
      },
      String(input.orderfield ?? '').toLowerCase(),
      String(input.ordertype ?? '')
        .trim()
        .toUpperCase() === 'DESC',
      limit,
      offset,
    );
    return { Success: true, ErrorCode: 0, ErrorText: '', TotalQueueEntries: total, QueueEntries: rows.map(entryOf) };
  }
}
