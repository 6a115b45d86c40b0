import { Controller } from '@nestjs/common';

import { WebhooksList, type WebhooksListReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { WebhooksListService } from './webhooks-list.service';

@Controller()
export class WebhooksListHandler {
  constructor(private readonly service: WebhooksListService) {}

  @Handles(WebhooksList)
  handle(_input: unknown, caller: Caller): Promise<WebhooksListReply> {
    return this.service.run(caller.request.credential);
  }
}
