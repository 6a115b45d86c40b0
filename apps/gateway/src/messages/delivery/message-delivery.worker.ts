import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger, publicBaseUrl } from '@mail/config';
import { TableQueueWorker } from '@mail/jobs';
import { composeRaw, composeSigned, type DkimKey, MAILER, type MailMessage, type Mailer, SendDeadlinePassed } from '@mail/mail';

import { returnPathAddress } from '../../bounces/return-path';
import { domainOptions } from '../../domains/domain-view';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import type { SenderDomainRow } from '../../domains/sender-domain.row';
import { MessageTrackingTokens } from '../../message-tracking/message-tracking-token';
import { isTracked, trackedContent } from '../../message-tracking/tracked-content';
import { GatewayMessageRepository } from '../gateway-message.repository';
import type { Claim, ClaimedMessage } from '../message.row';
import { ClaimLease } from './claim-lease';
import { composeApiMessage, composeRelayedMessage } from './compose';
import { afterFailure, type DeliveryOutcome } from './delivery-outcome';
import { DeliverySettlement } from './delivery-settlement';
import { DomainSigner } from './domain-signer';
import { returnPathHostOf, trackingBaseOf, withDomainOptions } from './domain-sending';

const log = logger('gateway.deliver');
/** messages a loop claims at a time (GATEWAY_DELIVERY_LOOPS loops per process) */
const BATCH = 50;
/** how often a process looks for claims whose lease ended unsettled, at most (a quarter of the lease when shorter) */
const ABANDONED_SWEEP_MS = 30_000;
/** how often an idle loop looks for due messages that no wake announced (SendAt, retries, other replicas) */
const IDLE_MS = 1000;

/**
 * Delivers queued messages: the message table is the queue (no job per message). Each loop claims a batch of due
 * messages (FOR UPDATE SKIP LOCKED, so loops of every replica share the queue), sends them through the mail port,
 * DKIM-signed with their domain's key, bounces going to the domain's return path (VERP: the MessageID is in the
 * address), and settles the batch (delivery-settlement.ts; a transient failure is tried again later,
 * delivery-outcome.ts). A tracked message (TrackOpens/TrackLinks) goes as one copy per recipient. No send starts
 * once the claim's lease is nearly over (claim-lease.ts), nor does a message still queued in the mailer by then
 * (RawMailMessage.sendBy): those are released for the next claim. A claim whose lease ends unsettled is never
 * claimed again: its messages may have reached the server, so they are recorded as Unknown (each process looks
 * for such claims every quarter lease, at most every 30 s). Intake wakes the loops after each commit.
 */
@Injectable()
export class MessageDeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly worker: TableQueueWorker;
  private readonly leaseSeconds: number;
  private readonly sweepMs: number;
  private nextSweep = 0;

  constructor(
    private readonly messages: GatewayMessageRepository,
    private readonly domains: SenderDomainRepository,
    private readonly signer: DomainSigner,
    private readonly settlement: DeliverySettlement,
    private readonly tokens: MessageTrackingTokens,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.leaseSeconds = config.deliveryLeaseSeconds;
    this.sweepMs = Math.min(ABANDONED_SWEEP_MS, this.leaseSeconds * 250);
    this.worker = new TableQueueWorker({
      name: 'gateway.deliver',
      loops: config.deliveryLoops,
      idleMs: IDLE_MS,
      round: () => this.round(),
    });
  }

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  /** messages were queued: idle loops look now */
  wake(): void {
    this.worker.wake();
  }

  /** one batch claimed, sent and settled; true when the batch was full (more are due) */
  private async round(): Promise<boolean> {
    try {
      await this.sweepAbandoned();
      const lease = new ClaimLease(this.leaseSeconds);
      const claim = await this.messages.claim(BATCH, this.leaseSeconds);
      if (claim.messages.length) await this.deliver(claim, lease);
      return claim.messages.length === BATCH;
    } catch (error) {
      log.warn({ err: error }, 'delivery batch failed; what it claimed and did not settle is recorded as Unknown after the lease');
      return false;
    }
  }

  /** one loop of the process at a time, once per sweep interval */
  private async sweepAbandoned(): Promise<void> {
    const now = performance.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.sweepMs;
    await this.settlement.recordAbandoned();
  }

  private async deliver(claim: Claim, lease: ClaimLease): Promise<void> {
    const domains = await this.domains.findMany([...new Set(claim.messages.map((m) => m.domain_id))]);
    const outcomes = await Promise.all(claim.messages.map((m) => this.sendOne(m, domains.get(m.domain_id), lease)));
    await this.settlement.settle(claim.claimId, claim.messages, outcomes, lease);
  }

  private async sendOne(message: ClaimedMessage, domain: SenderDomainRow | undefined, lease: ClaimLease): Promise<DeliveryOutcome> {
    if (!lease.allowsSend()) return { kind: 'lease-passed' };
    if (!domain) return { kind: 'failed', error: 'sender domain deleted' };
    const dkim = this.signer.keyOf(domain);
    // the domain's options (EmailGateway.UpdateDomain): its return-path subdomain, tracking host and tracking switches
    const options = domainOptions(domain);
    const envelopeFrom = returnPathAddress(message.id, domain.name, returnPathHostOf(domain.name, options));
    if (message.source === 'api') message = { ...message, content: withDomainOptions(message.content!, options) };
    const trackingBase = trackingBaseOf(publicBaseUrl(), domain.name, options);
    const tracked = message.source === 'api' && isTracked(message.content!);
    const copies = { sent: message.copies_sent };
    try {
      if (message.source === 'smtp') await this.mailer.sendRaw({ ...composeRelayedMessage(message, dkim, envelopeFrom), sendBy: lease.sendByEpoch() });
      else if (tracked) await this.sendTracked(message, dkim, envelopeFrom, lease, copies, trackingBase);
      else await this.sendComposed(composeApiMessage(message, message.content!, dkim, envelopeFrom), message.recipients, lease);
      return { kind: 'sent' };
    } catch (error) {
      // the lease came near its end before (the rest of) the message started: released for the next claim
      const outcome: DeliveryOutcome = error instanceof SendDeadlinePassed ? { kind: 'lease-passed' } : afterFailure(error, message.attempts);
      if (outcome.kind === 'failed') log.warn({ err: error, messageId: message.id }, 'message not delivered');
      return tracked ? { ...outcome, copiesSent: copies.sent } : outcome;
    }
  }

  /**
   * One copy per recipient, each with its own tracking URLs; the headers name every To and CC as sent. The copies
   * go one after another from those earlier tries sent (`copies.sent` counts them), so the lease is asked before
   * each: those not yet sent are left to the next try.
   */
  private async sendTracked(
    message: ClaimedMessage,
    dkim: DkimKey,
    envelopeFrom: string,
    lease: ClaimLease,
    copies: { sent: number },
    trackingBase: string,
  ): Promise<void> {
    for (; copies.sent < message.recipients.length; copies.sent++) {
      if (!lease.allowsSend()) throw new SendDeadlinePassed();
      const urls = this.tokens.urlsOf(trackingBase, message.id, copies.sent);
      const content = trackedContent(message.content!, urls);
      await this.sendComposed(composeApiMessage(message, content, dkim, envelopeFrom), [message.recipients[copies.sent]], lease);
    }
  }

  /**
   * The common shape (text and/or HTML, no attachments, ASCII headers) composed and signed without nodemailer
   * (composeSigned: half the delivery's CPU per message, the signature on libuv's threads; docs/performance.md);
   * any other through nodemailer.
   */
  private async sendComposed(mail: MailMessage, recipients: string[], lease: ClaimLease): Promise<void> {
    const envelope = { from: mail.envelopeFrom!, to: recipients };
    const sendBy = lease.sendByEpoch();
    const raw = await composeSigned(mail);
    if (raw !== undefined) await this.mailer.sendRaw({ envelope, raw, messageId: mail.messageId!, sendBy });
    else if (recipients.length === 1) await this.mailer.sendRaw({ envelope, raw: await composeRaw(mail), messageId: mail.messageId!, dkim: mail.dkim, sendBy });
    else await this.mailer.send(mail);
  }
}
