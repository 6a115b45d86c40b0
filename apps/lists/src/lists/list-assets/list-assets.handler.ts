import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListAssets, type ListAssetsRequest } from '@mail/contracts';

import { ListAssetsService } from './list-assets.service';

@Controller()
export class ListAssetsHandler {
  constructor(private readonly service: ListAssetsService) {}

  @HandlesCommand(ListAssets)
  handle(req: BusRequest<ListAssetsRequest>): Promise<object> {
    return this.service.run(req);
  }
}
