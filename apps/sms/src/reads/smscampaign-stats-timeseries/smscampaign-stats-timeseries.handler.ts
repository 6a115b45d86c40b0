import { Controller } from '@nestjs/common';

import { type JsonText, type NotModified } from '@mail/bus';
import { SmsCampaignTimeseries, type SmsStatsTimeseriesReply, type SmsStatsTimeseriesRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignTimeseriesService } from './smscampaign-stats-timeseries.service';

@Controller()
export class SmsCampaignTimeseriesHandler {
  constructor(private readonly service: SmsCampaignTimeseriesService) {}

  @Handles(SmsCampaignTimeseries)
  handle(input: SmsStatsTimeseriesRequest, caller: Caller): Promise<JsonText<SmsStatsTimeseriesReply> | NotModified> {
    return this.service.run(input, caller);
  }
}
