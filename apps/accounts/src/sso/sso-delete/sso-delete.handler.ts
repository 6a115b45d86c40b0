import { Controller } from '@nestjs/common';

import { SsoDelete, type SsoDeleteReply, type SsoDeleteRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SsoDeleteService } from './sso-delete.service';

@Controller()
export class SsoDeleteHandler {
  constructor(private readonly service: SsoDeleteService) {}

  @Handles(SsoDelete)
  handle(input: SsoDeleteRequest): Promise<SsoDeleteReply> {
    return this.service.run(input);
  }
}
