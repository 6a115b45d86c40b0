import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobHandler, type JobContext } from '@mail/jobs';
import { outboundRequest } from '@mail/outbound-http';

import { ActionRepository } from '../actions/action.repository';
import { WebhookPostJob, type WebhookPostPayload } from './webhook-post.job';
import { type SubscriberFields, SubscriberFieldsClient } from './subscriber-fields.client';
import { needsSubscriberFields, type WebhookParams, webhookRequest } from './webhook-request';

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
    const { body, headers } = webhookRequest(action.params, p, p.subscriber ?? (await this.askedAlone(p, action.params)));
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

  /** a call queued before the step asked for its batch: asked now (a lists outage throws: the job retries) */
  private async askedAlone(p: WebhookPostPayload, params: WebhookParams): Promise<SubscriberFields | undefined> {
    if (!p.userId || !needsSubscriberFields(params)) return undefined;
    return (await this.subscribers.of(p.userId, [{ subscriberId: p.subscriberId, listId: p.listId }])).get(p.subscriberId);
  }
}
