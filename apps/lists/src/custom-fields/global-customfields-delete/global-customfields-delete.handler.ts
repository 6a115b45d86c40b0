import { Controller } from '@nestjs/common';

import { GlobalCustomfieldsDelete, type GlobalCustomfieldsDeleteReply, type GlobalCustomfieldsDeleteRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { GlobalCustomfieldsDeleteService } from './global-customfields-delete.service';

@Controller()
export class GlobalCustomfieldsDeleteHandler {
  constructor(private readonly service: GlobalCustomfieldsDeleteService) {}

  @Handles(GlobalCustomfieldsDelete)
  handle(input: GlobalCustomfieldsDeleteRequest): Promise<GlobalCustomfieldsDeleteReply> {
    return this.service.run(input);
  }
}
