import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobHandler, JobQueue } from '@mail/jobs';
import { type Queryable, ServiceDb } from '@mail/kit';
import { OutboundHttpError, outboundRequest } from '@mail/outbound-http';

import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { DomainSecrets } from '../../domains/domain-secrets';
import { webhookPayload } from '../webhook-payload';
import { SIGNATURE_HEADER, webhookSignature } from '../webhook-signature';
import { WebhookRepository } from '../webhook.repository';
import { nextRetryDelay } from './retry-schedule';
import { WebhookPostJob, type GatewayWebhookPostPayload } from './webhook-post.job';

const log = logger('gateway.webhook');

/**
 * POSTs an event to a webhook URL through libs/outbound-http (SSRF guard after DNS, no redirects, 10 s, 64 kB
 * answer), signed with the domain's key. A 2xx ends it; anything else is logged as an attempt and tried again
 * later (retry-schedule.ts) unless the address is refused by the guard, which no retry changes. The attempt's
 * log row and its retry job are written in one transaction; a run that ends before it (a crash, a database error)
 * is run again by pg-boss, and a run of an attempt already logged does nothing.
 */
@Injectable()
export class GatewayWebhookPostProcessor {
  constructor(
    private readonly db: ServiceDb,
    private readonly webhooks: WebhookRepository,
    private readonly secrets: DomainSecrets,
    private readonly jobs: JobQueue,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @JobHandler(WebhookPostJob, { concurrency: 4, batchSize: 10 })
  async run(p: GatewayWebhookPostPayload): Promise<{ status: number | null }> {
    const context = await this.webhooks.postContext(p.webhookId, p.eventId, p.attempt);
    if (!context || context.attempted) return { status: null };
    const { target, event } = context;
    const body = JSON.stringify(webhookPayload(event));
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: webhookSignature(this.secrets.signing.open(target.signing_key), body),
      'X-Gateway-Event': event.event,
      'X-Gateway-Attempt': String(p.attempt),
    };
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = (await outboundRequest(target.url, { method: 'POST', headers, body, timeoutMs: 10_000, maxBytes: 65_536, maxRedirects: 0 })).status;
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (e) {
      error = e instanceof OutboundHttpError ? `${e.reason}: ${e.message}` : String(e);
    }
    await this.db.tx(async (m) => {
      // the attempt's log row and its retry are one commit: a crash before it leaves neither (pg-boss runs the
      // attempt again), after it both; a re-run finds the row and schedules nothing twice
      const logged = await this.webhooks.logAttempt(m, target.id, event.id, p.attempt, status, error?.slice(0, 500) ?? null);
      if (logged && error) await this.retry(m, p, error);
    });
    return { status };
  }

  private async retry(m: Queryable, p: GatewayWebhookPostPayload, error: string): Promise<void> {
    const wait = error.startsWith('blocked-address') ? undefined : nextRetryDelay(p.attempt, this.config.webhookRetryBaseSeconds);
    if (wait === undefined) return log.warn({ webhookId: p.webhookId, eventId: p.eventId, attempt: p.attempt, error }, 'webhook post given up');
    await this.jobs.sendInTransaction(m, WebhookPostJob, { ...p, attempt: p.attempt + 1 }, { startAfter: wait });
  }
}
