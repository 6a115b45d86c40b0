import { setTimeout as sleep } from 'node:timers/promises';

import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { envInt, logger, publicBaseUrl } from '@mail/config';
import { ServiceDb } from '@mail/kit';
import { composeRaw, composeSigned, type DkimKey, MAILER, type MailMessage, type Mailer } from '@mail/mail';

import { returnPathAddress } from '../../bounces/return-path';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import type { SenderDomainRow } from '../../domains/sender-domain.row';
import type { NewMessageEvent } from '../../events/message-event.repository';
import { EventRecorder } from '../../events/event-recorder';
import { MessageTrackingTokens } from '../../tracking/message-tracking-token';
import { isTracked, trackedContent } from '../../tracking/tracked-content';
import { MessageRepository } from '../message.repository';
import type { ClaimedMessage } from '../message.row';
import { composeApiMessage, composeRelayedMessage } from './compose';
import { afterFailure, type DeliveryOutcome } from './delivery-outcome';
import { DomainSigner } from './domain-signer';

const log = logger('gateway.deliver');
/** messages a loop claims at a time (GATEWAY_DELIVERY_LOOPS loops per process) */
const BATCH = 50;
/** a claim not settled after this is taken over by another worker (its own died) */
const LEASE_SECONDS = 300;
/** how often an idle loop looks for due messages that no wake announced (SendAt, retries, other replicas) */
const IDLE_MS = 1000;

/**
 * Delivers queued messages: the message table is the queue (no job per message). Each loop claims a batch of due
 * messages (FOR UPDATE SKIP LOCKED, so loops of every replica share the queue), sends them through the mail port,
 * DKIM-signed with their domain's key, bounces going to the domain's return path (VERP: the MessageID is in the
 * address), and settles the batch in one transaction: Sent plus a delivery event per recipient, or, refused for
 * good (5xx) or out of tries, Failed plus a bounce event per recipient; a transient failure is tried again later
 * (delivery-outcome.ts). A tracked message (TrackOpens/TrackLinks) goes as one copy per recipient. A message
 * cleared meanwhile (no longer Queued) is left alone. Intake wakes the loops after each commit.
 */
@Injectable()
export class MessageDeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private running: Promise<void>[] = [];
  private stopped = true;
  private woken = false;
  private sleepers: AbortController[] = [];

  constructor(
    private readonly db: ServiceDb,
    private readonly messages: MessageRepository,
    private readonly domains: SenderDomainRepository,
    private readonly signer: DomainSigner,
    private readonly recorder: EventRecorder,
    private readonly tokens: MessageTrackingTokens,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.running = Array.from({ length: envInt('GATEWAY_DELIVERY_LOOPS') }, () => this.loop());
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake();
    await Promise.all(this.running);
  }

  /** messages were queued: idle loops look now */
  wake(): void {
    this.woken = true;
    for (const sleeper of this.sleepers.splice(0)) sleeper.abort();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let claimed = 0;
      try {
        const batch = await this.messages.claim(BATCH, LEASE_SECONDS);
        claimed = batch.length;
        if (claimed) await this.deliver(batch);
      } catch (error) {
        if (!this.stopped) log.warn({ err: error }, 'delivery batch failed; its claims are taken over after the lease');
      }
      if (claimed < BATCH) await this.idle();
    }
  }

  private async idle(): Promise<void> {
    if (this.woken || this.stopped) {
      this.woken = false;
      return;
    }
    const sleeper = new AbortController();
    this.sleepers.push(sleeper);
    await sleep(IDLE_MS, undefined, { signal: sleeper.signal }).catch(() => undefined);
    this.sleepers = this.sleepers.filter((s) => s !== sleeper);
    this.woken = false;
  }

  private async deliver(batch: ClaimedMessage[]): Promise<void> {
    const domains = new Map<number, SenderDomainRow | undefined>();
    for (const id of new Set(batch.map((m) => m.domain_id))) domains.set(id, await this.domains.find(id));
    const outcomes = await Promise.all(batch.map((m) => this.sendOne(m, domains.get(m.domain_id))));
    await this.settle(batch, outcomes);
  }

  private async sendOne(message: ClaimedMessage, domain: SenderDomainRow | undefined): Promise<DeliveryOutcome> {
    if (!domain) return { kind: 'failed', error: 'sender domain deleted' };
    const dkim = this.signer.keyOf(domain);
    const envelopeFrom = returnPathAddress(message.id, domain.name);
    try {
      if (message.source === 'smtp') await this.mailer.sendRaw(composeRelayedMessage(message, dkim, envelopeFrom));
      else if (isTracked(message.content!)) await this.sendTracked(message, dkim, envelopeFrom);
      else await this.sendComposed(composeApiMessage(message, message.content!, dkim, envelopeFrom), message.recipients);
      return { kind: 'sent' };
    } catch (error) {
      const outcome = afterFailure(error, message.attempts);
      if (outcome.kind === 'failed') log.warn({ err: error, messageId: message.id }, 'message not delivered');
      return outcome;
    }
  }

  /** one copy per recipient, each with its own tracking URLs; the headers name every To and CC as sent */
  private async sendTracked(message: ClaimedMessage, dkim: DkimKey, envelopeFrom: string): Promise<void> {
    for (const [index, recipient] of message.recipients.entries()) {
      const urls = this.tokens.urlsOf(publicBaseUrl(), message.id, index);
      await this.sendComposed(composeApiMessage(message, trackedContent(message.content!, urls), dkim, envelopeFrom), [recipient]);
    }
  }

  /**
   * The common shape (text and/or HTML, no attachments, ASCII headers) composed and signed without nodemailer
   * (composeSigned: half the delivery's CPU per message, the signature on libuv's threads; docs/performance.md);
   * any other through nodemailer.
   */
  private async sendComposed(mail: MailMessage, recipients: string[]): Promise<void> {
    const envelope = { from: mail.envelopeFrom!, to: recipients };
    const raw = await composeSigned(mail);
    if (raw !== undefined) await this.mailer.sendRaw({ envelope, raw, messageId: mail.messageId! });
    else if (recipients.length === 1) await this.mailer.sendRaw({ envelope, raw: await composeRaw(mail), messageId: mail.messageId!, dkim: mail.dkim });
    else await this.mailer.send(mail);
  }

  /** the sends happened: recording them matters most, so a failed write is tried again before the claims expire */
  private async settle(batch: ClaimedMessage[], outcomes: DeliveryOutcome[]): Promise<void> {
    const ended: { id: string; status: 'Sent' | 'Failed'; error?: string }[] = [];
    const retries: { id: string; delaySeconds: number; error: string }[] = [];
    batch.forEach((m, i) => {
      const o = outcomes[i];
      if (o.kind === 'retry') retries.push({ id: m.id, delaySeconds: o.delaySeconds, error: o.error });
      else ended.push(o.kind === 'sent' ? { id: m.id, status: 'Sent' } : { id: m.id, status: 'Failed', error: o.error });
    });
    for (let attempt = 1; ; attempt++) {
      try {
        await this.messages.retryLater(retries);
        await this.db.tx(async (q) => {
          const moved = await this.messages.finishMany(q, ended);
          const events: NewMessageEvent[] = [];
          batch.forEach((m, i) => {
            const o = outcomes[i];
            if (!moved.has(m.id) || o.kind === 'retry') return;
            for (const recipient of m.recipients)
              events.push({
                messageId: m.id,
                domainId: m.domain_id,
                userId: m.user_id,
                event: o.kind === 'sent' ? 'delivery' : 'bounce',
                recipient,
                // refused by the receiving server, or given up on after retries: a hard bounce either way
                detail: o.kind === 'failed' ? { bounce_type: 'hard', reason: o.error } : {},
              });
          });
          await this.recorder.recordMany(q, events);
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
