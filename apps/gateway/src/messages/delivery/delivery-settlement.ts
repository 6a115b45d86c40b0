import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { ServiceDb } from '@mail/kit';

import { DeliveryEventRecorder } from '../../delivery-events/delivery-event-recorder';
import { WebhookDeliverySignal } from '../../webhooks/delivery/webhook-delivery.signal';
import type { NewMessageEvent } from '../../delivery-events/message-event.repository';
import { GatewayMessageRepository } from '../gateway-message.repository';
import type { AbandonedMessage, ClaimedMessage } from '../message.row';
import type { ClaimLease } from './claim-lease';
import type { DeliveryOutcome } from './delivery-outcome';

type EndStatus = 'Sent' | 'Failed' | 'Unknown';

const log = logger('gateway.deliver');

/** messages one sweep records as Unknown at most (the sweep goes on while it finds a full batch) */
const ABANDONED_BATCH = 500;
const NOT_STARTED = "not started before its claim's lease ended";

/**
 * Records what the sends of a claim did, in one transaction: Sent plus a delivery event per recipient, Failed plus a
 * bounce event per recipient, or Unknown (the answer to its content lost) plus an unknown event per recipient (a
 * delivery event for those a tracked message's earlier copies reached); a
 * transient failure is tried again later, and the tracked copies sent so far are kept for the next try, as is a
 * message the lease's end kept from starting. Only messages the claim still holds move (a message cleared
 * meanwhile, or recorded as Unknown after the lease, is not this claim's to settle), and only those that moved get
 * events. A claim whose lease ends unsettled (its worker died, or could not reach the database until then) is
 * recorded as Unknown by `recordAbandoned`, with an `unknown` event per recipient: never sent again.
 */
@Injectable()
export class DeliverySettlement {
  constructor(
    private readonly db: ServiceDb,
    private readonly messages: GatewayMessageRepository,
    private readonly recorder: DeliveryEventRecorder,
    private readonly webhookPosts: WebhookDeliverySignal,
  ) {}

  /**
   * The sends happened: recording them matters most, so a failed write is tried again as long as the claim's lease
   * lasts (a database outage shorter than the lease loses no outcome); after it, the messages are recordAbandoned's.
   */
  async settle(claimId: string, batch: ClaimedMessage[], outcomes: DeliveryOutcome[], lease: ClaimLease): Promise<void> {
    const ended: { id: string; status: EndStatus; error?: string }[] = [];
    const retries: { id: string; delaySeconds: number; error: string; copiesSent: number }[] = [];
    batch.forEach((m, i) => {
      const o = outcomes[i];
      const copiesSent = o.copiesSent ?? m.copies_sent;
      if (o.kind === 'retry') retries.push({ id: m.id, delaySeconds: o.delaySeconds, error: o.error, copiesSent });
      else if (o.kind === 'lease-passed') retries.push({ id: m.id, delaySeconds: 0, error: NOT_STARTED, copiesSent });
      else ended.push(o.kind === 'sent' ? { id: m.id, status: 'Sent' } : { id: m.id, status: o.kind === 'failed' ? 'Failed' : 'Unknown', error: o.error });
    });
    for (let attempt = 1; ; attempt++) {
      try {
        await this.messages.retryLater(claimId, retries);
        const posts = await this.db.tx(async (q) => {
          const moved = await this.messages.finishMany(q, claimId, ended);
          return this.recorder.recordMany(q, eventsOf(batch, outcomes, moved));
        });
        return this.webhookPosts.queued(posts);
      } catch (error) {
        if (!lease.held()) throw error;
        log.warn({ err: error, messages: batch.length, attempt }, 'could not record a delivered batch; trying again');
        await sleep(Math.min(200 * 2 ** attempt, 5_000));
      }
    }
  }

  /** Messages whose claim's lease ended unsettled become Unknown, with their events; how many did. */
  async recordAbandoned(): Promise<number> {
    let recorded = 0;
    let posts = 0;
    for (let lost = ABANDONED_BATCH; lost === ABANDONED_BATCH; recorded += lost)
      lost = await this.db.tx(async (q) => {
        const abandoned = await this.messages.abandonExpiredClaims(q, ABANDONED_BATCH);
        posts += await this.recorder.recordMany(q, abandoned.flatMap(abandonedEvents));
        return abandoned.length;
      });
    this.webhookPosts.queued(posts);
    if (recorded) log.warn({ messages: recorded }, 'claims ended unsettled: their messages are recorded as Unknown, never sent again');
    return recorded;
  }
}

/** a tracked message's copies recorded as sent reached their recipients; whether the others' did is unknown */
const abandonedEvents = (m: AbandonedMessage): NewMessageEvent[] =>
  m.recipients.map((recipient, index) => ({
    messageId: m.id,
    domainId: m.domain_id,
    userId: m.user_id,
    event: index < m.copies_sent ? 'delivery' : 'unknown',
    recipient,
    detail: index < m.copies_sent ? {} : { reason: 'the delivery stopped before the SMTP outcome was recorded; the message is not sent again' },
  }));

function eventsOf(batch: ClaimedMessage[], outcomes: DeliveryOutcome[], moved: Set<string>): NewMessageEvent[] {
  const events: NewMessageEvent[] = [];
  batch.forEach((m, i) => {
    const o = outcomes[i];
    if (!moved.has(m.id) || (o.kind !== 'sent' && o.kind !== 'failed' && o.kind !== 'unknown')) return;
    // a tracked message that failed partway reached the recipients of the copies sent before
    const reached = o.kind === 'sent' ? m.recipients.length : (o.copiesSent ?? m.copies_sent);
    m.recipients.forEach((recipient, index) =>
      events.push({
        messageId: m.id,
        domainId: m.domain_id,
        userId: m.user_id,
        event: index < reached ? 'delivery' : o.kind === 'unknown' ? 'unknown' : 'bounce',
        recipient,
        // refused by the receiving server, or given up on after retries: a hard bounce either way
        detail: o.kind === 'sent' || index < reached ? {} : o.kind === 'failed' ? { bounce_type: 'hard', reason: o.error } : { reason: o.error },
      }),
    );
  });
  return events;
}
