import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SuppressionBrowse, type SuppressionBrowseReply, type SuppressionBrowseRequest } from '@mail/contracts';

import { SuppressionBrowseService } from './suppression-browse.service';

@Controller()
export class SuppressionBrowseHandler {
  constructor(private readonly service: SuppressionBrowseService) {}

  @Handles(SuppressionBrowse)
  handle(input: SuppressionBrowseRequest, caller: Caller): Promise<SuppressionBrowseReply> {
    return this.service.run(input, caller);
  }
}
