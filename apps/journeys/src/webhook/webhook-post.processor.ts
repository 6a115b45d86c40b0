import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobHandler, type JobContext } from '@mail/jobs';
import { outboundRequest } from '@mail/outbound-http';

import { ActionRepository } from '../actions/action.repository';
import { WebhookPostJob, type WebhookPostPayload } from './webhook-post.job';
import { SubscriberFieldsClient } from './subscriber-fields.client';
import { needsSubscriberFields, webhookRequest } from './webhook-request';

const log = logger('journeys.webhook');

/** Posts one Webhook action call through the shared outbound HTTP block (SSRF guard); a non-2xx answer retries. */
@Injectable()
export class WebhookPostProcessor {
  constructor(
    private readonly actions: ActionRepository,
    private readonly subscribers: SubscriberFieldsClient,
  ) {}

  @JobHandler(WebhookPostJob)
  async post(p: WebhookPostPayload, ctx: JobContext): Promise<{ status?: number; skipped?: string }> {
    const action = await this.actions.findById(p.actionId);
    if (!action) return { skipped: 'action deleted' };
    const maxAttempts = Number(action.params.MaxRetries ?? 3) + 1;
    // a lists outage throws here: the job retries, as for a failed call
    const subscriber = p.userId && needsSubscriberFields(action.params) ? await this.subscribers.of(p.userId, p.listId, p.subscriberId) : undefined;
    const { body, headers } = webhookRequest(action.params, p, subscriber);
    try {
      const res = await outboundRequest(String(action.params.WebhookURL), { method: 'POST', body, headers, timeoutMs: 10_000, maxBytes: 64 * 1024 });
      if (res.status >= 200 && res.status < 300) return { status: res.status };
      throw new Error(`webhook answered HTTP ${res.status}`);
    } catch (error) {
      if (ctx.attempt >= maxAttempts) {
        log.warn({ actionId: p.actionId, attempt: ctx.attempt, err: error }, 'journey webhook gave up');
        return { skipped: 'retries exhausted' };
      }
      throw error;
    }
  }
}
