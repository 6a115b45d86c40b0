import { Controller } from '@nestjs/common';

import { WebhooksDelete, type WebhooksDeleteReply, type WebhooksDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { WebhooksDeleteService } from './webhooks-delete.service';

@Controller()
export class WebhooksDeleteHandler {
  constructor(private readonly service: WebhooksDeleteService) {}

  @Handles(WebhooksDelete)
  handle(input: WebhooksDeleteRequest, caller: Caller): Promise<WebhooksDeleteReply> {
    return this.service.run(caller.request.credential, input);
  }
}
