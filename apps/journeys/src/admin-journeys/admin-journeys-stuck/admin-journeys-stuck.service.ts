import { Injectable } from '@nestjs/common';

import type { AdminJourneysStuckReply } from '@mail/contracts';

import { AdminJourneysRepository } from '../admin-journeys.repository';

/** admin.journeys.stuck: enabled journeys' active entries due for STUCK_MINUTES or more, per journey. */
@Injectable()
export class AdminJourneysStuckService {
  constructor(private readonly repository: AdminJourneysRepository) {}

  async run(): Promise<AdminJourneysStuckReply> {
    const rows = await this.repository.stuckByJourney();
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      TotalStuckEntries: rows.reduce((n, r) => n + r.stuck, 0),
      Journeys: rows.map((r) => ({ JourneyID: Number(r.journey_id), JourneyName: r.name, RelUserID: r.user_id, StuckCount: r.stuck })),
    };
  }
}
