import { Module } from '@nestjs/common';

import { EngineModule } from '../engine/engine.module';
import { AdminJourneysPeers } from './admin-journeys.peers';
import { JourneysCommonModule } from '../common/journeys-common.module';
import { AdminJourneysStuckHandler } from './admin-journeys-stuck/admin-journeys-stuck.handler';
import { AdminJourneysStuckService } from './admin-journeys-stuck/admin-journeys-stuck.service';
import { AdminJourneysRepository } from './admin-journeys.repository';
import { AdminJourneysUnstuckHandler } from './admin-journeys-unstuck/admin-journeys-unstuck.handler';
import { AdminJourneysUnstuckService } from './admin-journeys-unstuck/admin-journeys-unstuck.service';
import { AdminJourneysPendingHandler } from './admin-journeys-pending/admin-journeys-pending.handler';
import { AdminJourneysPendingService } from './admin-journeys-pending/admin-journeys-pending.service';
import { AdminJourneysOverviewHandler } from './admin-journeys-overview/admin-journeys-overview.handler';
import { AdminJourneysOverviewService } from './admin-journeys-overview/admin-journeys-overview.service';
import { AdminJourneysQueueHandler } from './admin-journeys-queue/admin-journeys-queue.handler';
import { AdminJourneysQueueService } from './admin-journeys-queue/admin-journeys-queue.service';
import { AdminJourneyQueuePositionHandler } from './admin-journey-queue-position/admin-journey-queue-position.handler';
import { AdminJourneyQueuePositionService } from './admin-journey-queue-position/admin-journey-queue-position.service';
import { AdminJourneyActionAuditHandler } from './admin-journey-action-audit/admin-journey-action-audit.handler';
import { AdminJourneyActionAuditService } from './admin-journey-action-audit/admin-journey-action-audit.service';

/** admin-journeys: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [JourneysCommonModule, EngineModule],
  controllers: [
    AdminJourneyActionAuditHandler,
    AdminJourneyQueuePositionHandler,
    AdminJourneysQueueHandler,
    AdminJourneysOverviewHandler,
    AdminJourneysPendingHandler,
    AdminJourneysUnstuckHandler,
    AdminJourneysStuckHandler,
  ],
  providers: [
    AdminJourneysPeers,
    AdminJourneyActionAuditService,
    AdminJourneyQueuePositionService,
    AdminJourneysQueueService,
    AdminJourneysOverviewService,
    AdminJourneysPendingService,
    AdminJourneysUnstuckService,
    AdminJourneysStuckService,
    AdminJourneysRepository,
  ],
})
export class AdminJourneysModule {}
