import { Controller } from '@nestjs/common';

import { AdminDatabaseStats, type AdminDatabaseStatsReply } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminDatabaseStatsService } from './admin-database-stats.service';

@Controller()
export class AdminDatabaseStatsHandler {
  constructor(private readonly service: AdminDatabaseStatsService) {}

  @Handles(AdminDatabaseStats)
  handle(): Promise<AdminDatabaseStatsReply> {
    return this.service.run();
  }
}
