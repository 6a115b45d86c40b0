import { Controller } from '@nestjs/common';

import { GlobalCustomfieldCreate, type GlobalCustomfieldCreateReply, type GlobalCustomfieldCreateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { GlobalCustomfieldCreateService } from './global-customfield-create.service';

@Controller()
export class GlobalCustomfieldCreateHandler {
  constructor(private readonly service: GlobalCustomfieldCreateService) {}

  @Handles(GlobalCustomfieldCreate)
  handle(input: GlobalCustomfieldCreateRequest): Promise<GlobalCustomfieldCreateReply> {
    return this.service.run(input);
  }
}
