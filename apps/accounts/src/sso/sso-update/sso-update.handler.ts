import { Controller } from '@nestjs/common';

import { SsoUpdate, type SsoUpdateReply, type SsoUpdateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SsoUpdateService } from './sso-update.service';

@Controller()
export class SsoUpdateHandler {
  constructor(private readonly service: SsoUpdateService) {}

  @Handles(SsoUpdate)
  handle(input: SsoUpdateRequest): Promise<SsoUpdateReply> {
    return this.service.run(input);
  }
}
