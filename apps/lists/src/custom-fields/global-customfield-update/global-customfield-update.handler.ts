import { Controller } from '@nestjs/common';

import { GlobalCustomfieldUpdate, type GlobalCustomfieldUpdateReply, type GlobalCustomfieldUpdateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { GlobalCustomfieldUpdateService } from './global-customfield-update.service';

@Controller()
export class GlobalCustomfieldUpdateHandler {
  constructor(private readonly service: GlobalCustomfieldUpdateService) {}

  @Handles(GlobalCustomfieldUpdate)
  handle(input: GlobalCustomfieldUpdateRequest): Promise<GlobalCustomfieldUpdateReply> {
    return this.service.run(input);
  }
}
