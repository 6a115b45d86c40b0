import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { SubscribersOnDateHandler } from './subscribers-on-date.handler';
import { SubscribersOnDateRepository } from './subscribers-on-date.repository';

/** Queries.SubscribersOnDate: the members whose date falls on a day (campaigns' date autoresponders) */
@Module({
  imports: [ListsCommonModule],
  controllers: [SubscribersOnDateHandler],
  providers: [SubscribersOnDateRepository],
})
export class SubscribersOnDateModule {}
