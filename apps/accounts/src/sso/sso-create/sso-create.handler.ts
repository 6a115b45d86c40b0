import { Controller } from '@nestjs/common';

import { SsoCreate, type SsoCreateReply, type SsoCreateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SsoCreateService } from './sso-create.service';

@Controller()
export class SsoCreateHandler {
  constructor(private readonly service: SsoCreateService) {}

  @Handles(SsoCreate)
  handle(input: SsoCreateRequest): Promise<SsoCreateReply> {
    return this.service.run(input);
  }
}
