import { Controller } from '@nestjs/common';

import { ListGetSendTimeHeatmap, type ListGetSendTimeHeatmapReply, type ListGetSendTimeHeatmapRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetSendTimeHeatmapService } from './list-get-send-time-heatmap.service';

@Controller()
export class ListGetSendTimeHeatmapHandler {
  constructor(private readonly service: ListGetSendTimeHeatmapService) {}

  @Handles(ListGetSendTimeHeatmap)
  handle(input: ListGetSendTimeHeatmapRequest, caller: Caller): Promise<ListGetSendTimeHeatmapReply> {
    return this.service.run(caller.userId, input);
  }
}
