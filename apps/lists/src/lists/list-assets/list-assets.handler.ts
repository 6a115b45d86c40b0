import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { ListAssets, type ListAssetsReply, type ListAssetsRequest } from '@mail/contracts';

import { ListAssetsService } from './list-assets.service';

@Controller()
export class ListAssetsHandler {
  constructor(private readonly service: ListAssetsService) {}

  @Handles(ListAssets)
  handle(input: ListAssetsRequest, caller: Caller): Promise<ListAssetsReply> {
    return this.service.run(input, caller);
  }
}
