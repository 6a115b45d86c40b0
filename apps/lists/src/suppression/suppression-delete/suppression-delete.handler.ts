import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SuppressionDelete, type SuppressionDeleteRequest } from '@mail/contracts';

import { SuppressionDeleteService } from './suppression-delete.service';

@Controller()
export class SuppressionDeleteHandler {
  constructor(private readonly service: SuppressionDeleteService) {}

  @HandlesCommand(SuppressionDelete)
  handle(req: BusRequest<SuppressionDeleteRequest>): Promise<object> {
    return this.service.run(req);
  }
}
