import { Controller } from '@nestjs/common';

import { HandlesCommand, type JsonText, type NotModified } from '@mail/bus';
import { type BusRequest, SmsCampaignTimeseries } from '@mail/contracts';

import { TimeseriesService } from './timeseries.service';

@Controller()
export class TimeseriesHandler {
  constructor(private readonly service: TimeseriesService) {}

  @HandlesCommand(SmsCampaignTimeseries)
  handle(req: BusRequest): Promise<JsonText | NotModified> {
    return this.service.run(req);
  }
}
