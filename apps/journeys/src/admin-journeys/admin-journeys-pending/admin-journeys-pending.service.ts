import { Injectable } from '@nestjs/common';

import type { AdminJourneysPendingReply } from '@mail/contracts';

import { AdminJourneysPeers } from '../admin-journeys.peers';
import { AdminJourneysRepository } from '../admin-journeys.repository';

/** admin.journeys.pending: active entries whose step is due now, per owner (usernames from accounts). */
@Injectable()
export class AdminJourneysPendingService {
  constructor(
    private readonly repository: AdminJourneysRepository,
    private readonly peers: AdminJourneysPeers,
  ) {}

  async run(): Promise<AdminJourneysPendingReply> {
    const rows = await this.repository.pendingByUser();
    const users = await this.peers.users(rows.map((r) => r.user_id));
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      TotalPendingEntries: rows.reduce((n, r) => n + r.pending, 0),
      Users: rows.map((r) => ({ UserID: r.user_id, Username: users.get(r.user_id)?.username ?? '', PendingCount: r.pending })),
    };
  }
}
