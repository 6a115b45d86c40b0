import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';

import { type SmsCampaignRow, SmsCampaignRepository } from '../campaigns/sms-campaign.repository';
import { EventStore } from '../provider-events/event-store';
import type { SmsEventInput } from '../provider-events/sms-event';
import { type ClaimedMessage, SmsMessageRepository } from './sms-message.repository';
import { ProviderRouter, type SendFn } from './provider-router';
import { segment } from './segments';

const log = logger('sms.send');
const BATCH = 50;
/** a claim older than this belongs to a run that stopped (one provider call takes seconds: Twilio's timeout is 15 s) */
export const CLAIM_LEASE_SECONDS = 600;

/**
 * Sends a campaign's queued messages, each exactly once or recorded as unknown: queued → sending (claimed,
 * `Released`) → send_attempt stored (`Sending`) → the provider → sent | failed. A claim a crashed run left is
 * queued again only when its send_attempt was never stored (the provider was not called); otherwise it becomes
 * unknown and is never sent again. Stops before the next message once the campaign is paused or cancelled.
 */
@Injectable()
export class SmsMessageSender {
  constructor(
    private readonly campaigns: SmsCampaignRepository,
    private readonly messages: SmsMessageRepository,
    private readonly providers: ProviderRouter,
    private readonly store: EventStore,
  ) {}

  async recoverAbandoned(campaignId: number): Promise<void> {
    const recovered = await this.messages.recoverAbandoned(campaignId, CLAIM_LEASE_SECONDS);
    if (recovered.requeued || recovered.unknown) log.warn({ campaignId, ...recovered }, 'sms claims of a stopped run recovered');
  }

  /** sends until nothing is queued or the campaign stops sending; answers how many were handed to the provider */
  async drain(campaign: SmsCampaignRow): Promise<number> {
    const send = await this.providers.forUser(campaign.userId);
    let sent = 0;
    for (;;) {
      const batch = await this.messages.claim(campaign.id, BATCH);
      if (!batch.length) return sent;
      for (const [i, message] of batch.entries()) {
        if (i > 0 && !(await this.campaigns.isSending(campaign.id))) {
          await this.messages.unclaim(batch.slice(i).map((m) => m.id));
          return sent;
        }
        await this.sendOne(campaign, message, send);
        sent++;
      }
    }
  }

  private async sendOne(campaign: SmsCampaignRow, message: ClaimedMessage, send: SendFn): Promise<void> {
    const seg = segment(message.body);
    await this.store.record([
      { eventId: `m${message.id}:send_attempt`, eventTime: new Date(), event: 'send_attempt', source: 'system', messageId: message.id },
    ]);
    const result = await send({
      userId: campaign.userId,
      messageId: message.id,
      to: message.to,
      from: campaign.senderId,
      body: message.body,
      parts: seg.parts,
      encoding: seg.encoding,
    });
    await this.messages.settle(message.id, result.ok ? 'sent' : 'failed', result.ok ? result.providerMessageId : null);
    const event: SmsEventInput = result.ok
      ? {
          eventId: `m${message.id}:sent`,
          eventTime: new Date(),
          event: 'sent',
          source: 'system',
          messageId: message.id,
          providerMessageId: result.providerMessageId,
          gatewayStatus: 'sent',
          parts: result.parts ?? seg.parts,
          cost: result.cost,
          currency: result.currency,
        }
      : {
          eventId: `m${message.id}:send_failed`,
          eventTime: new Date(),
          event: 'send_failed',
          source: 'system',
          messageId: message.id,
          errorCode: result.errorCode,
          gatewayStatus: result.gatewayStatus,
        };
    await this.store.record([event]);
  }
}
