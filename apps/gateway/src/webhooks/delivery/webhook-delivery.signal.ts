import { Injectable } from '@nestjs/common';

/**
 * Webhook posts were queued and committed: this process's webhook loops look now (those of other replicas find them
 * on their idle look). Told after the commit by whoever stored the events, never inside the transaction: a loop woken
 * before the commit would find nothing and idle.
 */
@Injectable()
export class WebhookDeliverySignal {
  private listener?: () => void;

  listen(listener: () => void): void {
    this.listener = listener;
  }

  /** `posts` queued by the commit (nothing to tell when none were) */
  queued(posts: number): void {
    if (posts > 0) this.listener?.();
  }
}
