import { Injectable } from '@nestjs/common';

import { JobHandler } from '@mail/jobs';

import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookDeliverySignal } from './webhook-delivery.signal';
import { type GatewayWebhookPostPayload, WebhookPostJob } from './webhook-post.job';

/**
 * For one release: a `gateway.webhook-post` job (sent by a replica of the release before during a rolling upgrade, or
 * one the migration found running) is moved into the table queue and posted from there, unless that attempt was
 * logged already (a job run again posts nothing twice). Remove it, its job and its queue the release after.
 */
@Injectable()
export class LegacyWebhookPostProcessor {
  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly signal: WebhookDeliverySignal,
  ) {}

  @JobHandler(WebhookPostJob)
  async run(p: GatewayWebhookPostPayload): Promise<{ queued: boolean }> {
    const queued = await this.deliveries.enqueueAttempt(p.webhookId, p.eventId, p.attempt);
    this.signal.queued(queued ? 1 : 0);
    return { queued };
  }
}
