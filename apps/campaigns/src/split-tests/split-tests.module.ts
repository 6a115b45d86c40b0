import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { SplitTestRepository } from './split-test.repository';
import { SplittestCreateHandler } from './splittest-create/splittest-create.handler';
import { SplittestCreateService } from './splittest-create/splittest-create.service';

/**
 * split-tests: splittest.create. What a run does with a split test (the test share, the held recipients, the winner)
 * is the send pipeline's: DeliveryModule provides SplitTestDecision.
 */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [SplittestCreateHandler],
  providers: [SplittestCreateService, SplitTestRepository],
})
export class SplitTestsModule {}
