import { Inject, Injectable } from '@nestjs/common';

import { logger, publicBaseUrl } from '@mail/config';
import { type JobContext, JobHandler, PermanentJobError } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';
import { composeRaw, type DkimKey, MAILER, type Mailer } from '@mail/mail';

import { returnPathAddress } from '../../bounces/return-path';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { EventRecorder } from '../../events/event-recorder';
import { MessageTrackingTokens } from '../../tracking/message-tracking-token';
import { isTracked, trackedContent } from '../../tracking/tracked-content';
import { MessageRepository } from '../message.repository';
import type { MessageRow } from '../message.row';
import { composeApiMessage, composeRelayedMessage } from './compose';
import { DeliverMessageJob, type DeliverMessagePayload } from './deliver-message.job';
import { DomainSigner } from './domain-signer';

const log = logger('gateway.deliver');

/**
 * Delivers a queued message through the mail port, DKIM-signed with its domain's key, bounces going to the
 * domain's return path (VERP: the MessageID is in the address). Accepted: Sent plus a delivery event per
 * recipient. A tracked message (TrackOpens/TrackLinks) goes as one copy per recipient. Refused for good (5xx) or out of retries: Failed plus a bounce event per recipient. A cleared
 * message (no longer Queued) is left alone.
 */
@Injectable()
export class DeliverMessageProcessor {
  constructor(
    private readonly db: ServiceDb,
    private readonly messages: MessageRepository,
    private readonly domains: SenderDomainRepository,
    private readonly signer: DomainSigner,
    private readonly recorder: EventRecorder,
    private readonly tokens: MessageTrackingTokens,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  @JobHandler(DeliverMessageJob, { batchSize: 20 })
  async run(payload: DeliverMessagePayload, ctx: JobContext): Promise<{ status: string }> {
    const message = await this.messages.find(payload.messageId);
    if (!message || message.status !== 'Queued') return { status: message?.status ?? 'gone' };
    const domain = await this.domains.find(message.domain_id);
    if (!domain) return { status: 'gone' };
    const dkim = this.signer.keyOf(domain);
    const envelopeFrom = returnPathAddress(message.id, domain.name);
    try {
      if (message.source === 'smtp') await this.mailer.sendRaw(composeRelayedMessage(message, dkim, envelopeFrom));
      else if (isTracked(message.content!)) await this.sendTracked(message, dkim, envelopeFrom);
      else await this.mailer.send(composeApiMessage(message, message.content!, dkim, envelopeFrom));
    } catch (error) {
      const permanent = Number((error as { responseCode?: number }).responseCode) >= 500;
      if (!permanent && ctx.attempt <= DeliverMessageJob.retryLimit) throw error;
      log.warn({ err: error, messageId: message.id }, 'message not delivered');
      await this.conclude(message, 'Failed', String((error as Error).message).slice(0, 500));
      throw new PermanentJobError('refused by the mail server');
    }
    await this.conclude(message, 'Sent');
    return { status: 'Sent' };
  }

  /** one copy per recipient, each with its own tracking URLs; the headers name every To and CC as sent */
  private async sendTracked(message: MessageRow, dkim: DkimKey, envelopeFrom: string): Promise<void> {
    for (const [index, recipient] of message.recipients.entries()) {
      const urls = this.tokens.urlsOf(publicBaseUrl(), message.id, index);
      const mail = composeApiMessage(message, trackedContent(message.content!, urls), dkim, envelopeFrom);
      await this.mailer.sendRaw({ envelope: { from: envelopeFrom, to: [recipient] }, raw: await composeRaw(mail), messageId: mail.messageId!, dkim });
    }
  }

  private async conclude(message: MessageRow, status: 'Sent' | 'Failed', error?: string): Promise<void> {
    await this.db.tx(async (m) => {
      const moved = await this.messages.finish(message.id, status, error, m);
      if (!moved) return;
      for (const recipient of message.recipients)
        await this.recorder.record(m, {
          messageId: message.id,
          domainId: message.domain_id,
          userId: message.user_id,
          event: status === 'Sent' ? 'delivery' : 'bounce',
          recipient,
          // refused by the receiving server, or given up on after retries: a hard bounce either way
          detail: error ? { bounce_type: 'hard', reason: error } : {},
        });
    });
  }
}
