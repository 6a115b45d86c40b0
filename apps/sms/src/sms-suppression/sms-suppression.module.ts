import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { SmssuppressionBrowseHandler } from './smssuppression-browse/smssuppression-browse.handler';
import { SmssuppressionBrowseService } from './smssuppression-browse/smssuppression-browse.service';
import { SmsSuppressionRepository } from './sms-suppression.repository';
import { SuppressionLookups } from './suppression-lookups';
import { SmssuppressionStatsHandler } from './smssuppression-stats/smssuppression-stats.handler';
import { SmssuppressionStatsService } from './smssuppression-stats/smssuppression-stats.service';
import { SmssuppressionAddHandler } from './smssuppression-add/smssuppression-add.handler';
import { SmssuppressionAddService } from './smssuppression-add/smssuppression-add.service';
import { SmssuppressionDeleteHandler } from './smssuppression-delete/smssuppression-delete.handler';
import { SmssuppressionDeleteService } from './smssuppression-delete/smssuppression-delete.service';
import { SmssuppressionPatternsBrowseHandler } from './smssuppression-patterns-browse/smssuppression-patterns-browse.handler';
import { SmssuppressionPatternsBrowseService } from './smssuppression-patterns-browse/smssuppression-patterns-browse.service';
import { SmssuppressionPatternsAddHandler } from './smssuppression-patterns-add/smssuppression-patterns-add.handler';
import { SmssuppressionPatternsAddService } from './smssuppression-patterns-add/smssuppression-patterns-add.service';
import { SmssuppressionPatternsDeleteHandler } from './smssuppression-patterns-delete/smssuppression-patterns-delete.handler';
import { SmssuppressionPatternsDeleteService } from './smssuppression-patterns-delete/smssuppression-patterns-delete.service';

/** suppression: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [SmsCommonModule],
  controllers: [
    SmssuppressionPatternsDeleteHandler,
    SmssuppressionPatternsAddHandler,
    SmssuppressionPatternsBrowseHandler,
    SmssuppressionDeleteHandler,
    SmssuppressionAddHandler,
    SmssuppressionStatsHandler,
    SmssuppressionBrowseHandler,
  ],
  providers: [
    SmssuppressionPatternsDeleteService,
    SmssuppressionPatternsAddService,
    SmssuppressionPatternsBrowseService,
    SmssuppressionDeleteService,
    SmssuppressionAddService,
    SmssuppressionStatsService,
    SmssuppressionBrowseService,
    SmsSuppressionRepository,
    SuppressionLookups,
  ],
})
export class SmsSuppressionModule {}
