import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SuppressionDelete, type SuppressionDeleteReply, type SuppressionDeleteRequest } from '@mail/contracts';

import { SuppressionDeleteService } from './suppression-delete.service';

@Controller()
export class SuppressionDeleteHandler {
  constructor(private readonly service: SuppressionDeleteService) {}

  @Handles(SuppressionDelete)
  handle(input: SuppressionDeleteRequest, caller: Caller): Promise<SuppressionDeleteReply> {
    return this.service.run(input, caller);
  }
}
