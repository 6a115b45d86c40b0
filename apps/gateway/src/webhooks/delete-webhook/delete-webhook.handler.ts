import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayDeleteWebhook, type GatewayDeleteWebhookRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { WebhookRepository } from '../webhook.repository';

/** EmailGateway.DeleteWebhook: its pending posts stop (they find no webhook). */
@Controller()
export class DeleteWebhookHandler {
  constructor(private readonly webhooks: WebhookRepository) {}

  @HandlesCommand(GatewayDeleteWebhook)
  async handle(req: BusRequest<GatewayDeleteWebhookRequest>): Promise<object> {
    if (!(await this.webhooks.deleteOwned(actingUserId(req), positiveId(req.params.webhookid)!))) throw new CommandError(2, 'Webhook not found');
    return {};
  }
}
