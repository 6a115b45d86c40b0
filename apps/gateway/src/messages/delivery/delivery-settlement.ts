import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { ServiceDb } from '@mail/kit';

import { DeliveryEventRecorder } from '../../delivery-events/delivery-event-recorder';
import type { NewMessageEvent } from '../../delivery-events/message-event.repository';
import { GatewayMessageRepository } from '../gateway-message.repository';
import type { ClaimedMessage } from '../message.row';
import type { DeliveryOutcome } from './delivery-outcome';

const log = logger('gateway.deliver');

/**
 * Records what the sends of a claim did, in one transaction: Sent plus a delivery event per recipient, or Failed
 * plus a bounce event per recipient (a delivery event for those a tracked message's earlier copies reached); a
 * transient failure is tried again later, and the tracked copies sent so far are kept for the next try. Only
 * messages the claim still holds move (a message cleared meanwhile, or taken over by another worker after the
 * lease, is not this claim's to settle), and only those that moved get events: the worker that took a message over
 * records it once.
 */
@Injectable()
export class DeliverySettlement {
  constructor(
    private readonly db: ServiceDb,
    private readonly messages: GatewayMessageRepository,
    private readonly recorder: DeliveryEventRecorder,
  ) {}

  /** the sends happened: recording them matters most, so a failed write is tried again before the claims expire */
  async settle(claimId: string, batch: ClaimedMessage[], outcomes: DeliveryOutcome[]): Promise<void> {
    const ended: { id: string; status: 'Sent' | 'Failed'; error?: string }[] = [];
    const retries: { id: string; delaySeconds: number; error: string; copiesSent: number }[] = [];
    const progress: { id: string; copiesSent: number }[] = [];
    batch.forEach((m, i) => {
      const o = outcomes[i];
      const copiesSent = o.copiesSent ?? m.copies_sent;
      if (o.kind === 'retry') retries.push({ id: m.id, delaySeconds: o.delaySeconds, error: o.error, copiesSent });
      else if (o.kind === 'lease-passed') {
        if (copiesSent > m.copies_sent) progress.push({ id: m.id, copiesSent });
      } else ended.push(o.kind === 'sent' ? { id: m.id, status: 'Sent' } : { id: m.id, status: 'Failed', error: o.error });
    });
    for (let attempt = 1; ; attempt++) {
      try {
        await this.messages.retryLater(claimId, retries);
        await this.messages.recordCopiesSent(claimId, progress);
        await this.db.tx(async (q) => {
          const moved = await this.messages.finishMany(q, claimId, ended);
          await this.recorder.recordMany(q, eventsOf(batch, outcomes, moved));
        });
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        log.warn({ err: error, messages: batch.length, attempt }, 'could not record a delivered batch; trying again');
        await sleep(200 * 2 ** attempt);
      }
    }
  }
}

function eventsOf(batch: ClaimedMessage[], outcomes: DeliveryOutcome[], moved: Set<string>): NewMessageEvent[] {
  const events: NewMessageEvent[] = [];
  batch.forEach((m, i) => {
    const o = outcomes[i];
    if (!moved.has(m.id) || (o.kind !== 'sent' && o.kind !== 'failed')) return;
    // a tracked message that failed partway reached the recipients of the copies sent before
    const reached = o.kind === 'sent' ? m.recipients.length : (o.copiesSent ?? m.copies_sent);
    m.recipients.forEach((recipient, index) =>
      events.push({
        messageId: m.id,
        domainId: m.domain_id,
        userId: m.user_id,
        event: index < reached ? 'delivery' : 'bounce',
        recipient,
        // refused by the receiving server, or given up on after retries: a hard bounce either way
        detail: o.kind === 'failed' && index >= reached ? { bounce_type: 'hard', reason: o.error } : {},
      }),
    );
  });
  return events;
}
