import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { ListsInternalQueriesHandler } from './internal-queries.handler';
import { AudienceRepository } from './audience.repository';
import { AudienceService } from './audience.service';

/** Audience: the internal queries resolving a campaign's or journey's recipients. */
@Module({
  imports: [ListsCommonModule],
  controllers: [ListsInternalQueriesHandler],
  providers: [AudienceRepository, AudienceService],
})
export class AudienceModule {}
