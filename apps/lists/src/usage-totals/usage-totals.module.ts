import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { UsageTotalsHandler } from './usage-totals.handler';
import { UsersAudienceTotalsQuery } from './users-audience-totals.query';

/** Usage totals: the internal query accounts' usage reports ask lists. */
@Module({
  imports: [ListsCommonModule],
  controllers: [UsageTotalsHandler],
  providers: [UsersAudienceTotalsQuery],
})
export class UsageTotalsModule {}
