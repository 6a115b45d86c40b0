import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SuppressionBrowse, type SuppressionBrowseRequest } from '@mail/contracts';

import { SuppressionBrowseService } from './suppression-browse.service';

@Controller()
export class SuppressionBrowseHandler {
  constructor(private readonly service: SuppressionBrowseService) {}

  @HandlesCommand(SuppressionBrowse)
  handle(req: BusRequest<SuppressionBrowseRequest>): Promise<object> {
    return this.service.run(req);
  }
}
