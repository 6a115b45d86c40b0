import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { SplittestCreateHandler } from './splittest-create/splittest-create.handler';
import { SplittestCreateService } from './splittest-create/splittest-create.service';
import { SplitTestsRepository } from './split-tests.repository';

/** split-tests: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [SplittestCreateHandler],
  providers: [SplittestCreateService, SplitTestsRepository],
})
export class SplitTestsModule {}
