import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { AdminDatabaseStatsHandler } from './admin-database-stats/admin-database-stats.handler';
import { AdminDatabaseStatsService } from './admin-database-stats/admin-database-stats.service';
import { AdminOpsRepository } from './admin-ops.repository';
import { AdminProcessesListHandler } from './admin-processes-list/admin-processes-list.handler';
import { AdminProcessesListService } from './admin-processes-list/admin-processes-list.service';

/** admin-ops: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [AdminProcessesListHandler, AdminDatabaseStatsHandler],
  providers: [AdminProcessesListService, AdminDatabaseStatsService, AdminOpsRepository],
})
export class AdminOpsModule {}
