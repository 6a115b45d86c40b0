import { Controller } from '@nestjs/common';

import { GlobalCustomfieldsGet, type GlobalCustomfieldsGetReply, type GlobalCustomfieldsGetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { GlobalCustomfieldsGetService } from './global-customfields-get.service';

@Controller()
export class GlobalCustomfieldsGetHandler {
  constructor(private readonly service: GlobalCustomfieldsGetService) {}

  @Handles(GlobalCustomfieldsGet)
  handle(input: GlobalCustomfieldsGetRequest): Promise<GlobalCustomfieldsGetReply> {
    return this.service.run(input);
  }
}
