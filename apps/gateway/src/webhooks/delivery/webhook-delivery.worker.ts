import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';
import { TableQueueWorker } from '@mail/jobs';

import { DomainSecrets } from '../../domains/domain-secrets';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { givenUp, settlementOf } from './post-settlement';
import { type ClaimedPost, WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookDeliverySignal } from './webhook-delivery.signal';
import { postWebhook } from './webhook-post';

const log = logger('gateway.webhook');
/** posts a loop claims and sends side by side at a time (GATEWAY_DELIVERY_LOOPS loops per process) */
export const WEBHOOK_BATCH = 100;
/**
 * How long a claim holds its posts: a round lasts about one POST (10 s at most, the batch side by side) and one
 * settle. Unsettled after it, the posts are due again: their worker died or lost the database, and they are posted
 * again (at least once: a receiver may get one twice, and dedupes by `event_id`).
 */
export const WEBHOOK_LEASE_SECONDS = 60;
/** how often an idle loop looks for due posts that no wake announced (retries, other replicas) */
const IDLE_MS = 1000;

/**
 * Posts the queued webhook deliveries (webhook_delivery is the queue: no job per post). Each loop claims a batch of
 * due posts, POSTs them side by side (webhook-post.ts), and settles the batch in one statement: each attempt logged,
 * a post that succeeded or was given up deleted, a failed one moved to its next try (post-settlement.ts). A webhook
 * deleted meanwhile takes its posts with it. Replicas that only accept mail (GATEWAY_DELIVERY_LOOPS=0) post none.
 */
@Injectable()
export class WebhookDeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly worker: TableQueueWorker;

  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly secrets: DomainSecrets,
    private readonly signal: WebhookDeliverySignal,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.worker = new TableQueueWorker({ name: 'gateway.webhook', loops: config.deliveryLoops, idleMs: IDLE_MS, round: () => this.round() });
  }

  onApplicationBootstrap(): void {
    if (this.config.deliveryLoops <= 0) return;
    this.signal.listen(() => this.worker.wake());
    this.worker.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  /** one batch claimed, posted and settled; true when the batch was full (more are due) */
  async round(): Promise<boolean> {
    const { claimId, posts } = await this.deliveries.claim(WEBHOOK_BATCH, WEBHOOK_LEASE_SECONDS);
    if (!posts.length) return false;
    const keys = new Map<number, string>();
    const results = await Promise.all(posts.map((p) => postWebhook(p.url, this.keyOf(p, keys), p.event, p.attempt)));
    const settlements = posts.map((p, i) =>
      settlementOf({ eventId: p.event.id, webhookId: p.webhookId, attempt: p.attempt }, results[i], this.config.webhookRetryBaseSeconds),
    );
    for (const s of settlements.filter(givenUp))
      log.warn({ webhookId: s.webhookId, eventId: s.eventId, attempt: s.attempt, error: s.error }, 'webhook post given up');
    await this.deliveries.settle(claimId, settlements);
    return posts.length === WEBHOOK_BATCH;
  }

  /** the domain's signing key, opened once per batch */
  private keyOf(post: ClaimedPost, keys: Map<number, string>): string {
    let key = keys.get(post.domainId);
    if (key === undefined) keys.set(post.domainId, (key = this.secrets.signing.open(post.signingKey)));
    return key;
  }
}
