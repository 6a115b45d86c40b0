import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger, publicBaseUrl } from '@mail/config';
import { type AudienceMember, Queries } from '@mail/contracts';
import { JobHandler } from '@mail/jobs';

import { type SmsCampaignRow, SmsCampaignRepository } from '../campaigns/sms-campaign.repository';
import { normalisePhone } from '../common/phone';
import { EventStore } from '../events/event-store';
import type { SmsEventInput } from '../events/sms-event';
import { ShortLinkRepository } from '../links/short-link.repository';
import { personalise } from './merge-tags';
import { MessageRepository, type NewMessage } from './message.repository';
import { ProviderRouter, type SendFn } from './provider-router';
import { SendCampaignJob, type SendCampaignPayload } from './send-campaign.job';
import { segment } from './segments';

const log = logger('sms.send');
const PAGE = 500;

/**
 * Sends a campaign: the audience page by page (lists' AudiencePage: Subscribed and unsuppressed members of the
 * list or segment); each member's number from the phone field in E.164, or a `skipped` message with its reason
 * (missing_number, invalid_number, suppressed, duplicate_number); each queued message personalised, counted in
 * parts and handed to the provider, its outcome an event. A retried run skips the members it already did.
 */
@Injectable()
export class SendCampaignProcessor {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly campaigns: SmsCampaignRepository,
    private readonly messages: MessageRepository,
    private readonly links: ShortLinkRepository,
    private readonly providers: ProviderRouter,
    private readonly store: EventStore,
  ) {}

  @JobHandler(SendCampaignJob)
  async run(payload: SendCampaignPayload): Promise<{ pages: number }> {
    const campaign = await this.campaigns.byId(payload.campaignId);
    if (!campaign || (campaign.status !== 'Sending' && campaign.status !== 'Scheduled')) return { pages: 0 };
    if (campaign.status === 'Scheduled') await this.campaigns.setStatus(campaign.id, 'Sending');
    const send = await this.providers.forUser(campaign.userId);
    let after = 0;
    let pages = 0;
    for (;;) {
      const page = await this.bus.query(
        Queries.AudiencePage,
        {
          userId: campaign.userId,
          recipientListsAndSegments: `${campaign.listId}:${campaign.segmentId}`,
          afterSubscriberId: after,
          limit: PAGE,
          withFields: true,
        },
        60_000,
      );
      if (!page.members.length || page.nextAfterSubscriberId === null) break;
      await this.sendPage(campaign, page.members, page.mergeTagAliases ?? {}, send);
      after = page.nextAfterSubscriberId;
      pages++;
    }
    await this.campaigns.setStatus(campaign.id, 'Sent');
    log.info({ campaignId: campaign.id, pages }, 'sms campaign sent');
    return { pages };
  }

  private async sendPage(campaign: SmsCampaignRow, members: AudienceMember[], aliases: Record<string, string>, send: SendFn): Promise<void> {
    const done = await this.messages.subscribersDone(
      campaign.id,
      members.map((m) => m.subscriberId),
    );
    const todo = members.filter((m) => !done.has(m.subscriberId));
    const checked = todo.map((m) => ({ member: m, phone: normalisePhone(m.fields?.[`CustomField${campaign.phoneFieldId}`] ?? '', campaign.defaultCountry) }));
    const numbers = checked.flatMap((c) => (c.phone.ok ? [c.phone.e164] : []));
    const [suppressed, taken] = await Promise.all([this.messages.suppressed(campaign.userId, numbers), this.messages.numbersTaken(campaign.id, numbers)]);
    const seen = new Set<string>();
    const rows: NewMessage[] = checked.map(({ member, phone }) => {
      const base = { subscriberId: member.subscriberId, number: phone.ok ? phone.e164 : '', country: phone.ok ? phone.country : '' };
      if (!phone.ok) return { ...base, status: 'Rejected', skipReason: phone.reason };
      if (suppressed.has(phone.e164)) return { ...base, status: 'Suppressed', skipReason: 'suppressed' };
      if (taken.has(phone.e164) || seen.has(phone.e164)) return { ...base, status: 'Rejected', skipReason: 'duplicate_number' };
      seen.add(phone.e164);
      return { ...base, status: 'Queued', skipReason: null };
    });
    const ids = await this.messages.insert(campaign.id, campaign.userId, rows);
    const now = new Date();
    await this.store.record(
      rows.map((r, i) => ({
        eventId: `m${ids[i]}:${r.skipReason ? 'skipped' : 'queued'}`,
        eventTime: now,
        event: r.skipReason ? 'skipped' : 'queued',
        source: 'system',
        messageId: ids[i],
        errorCode: r.skipReason ?? '',
      })),
    );
    for (let i = 0; i < rows.length; i++) {
      if (rows[i].status === 'Queued') await this.sendOne(campaign, ids[i], rows[i].number, checked[i].member, aliases, send);
    }
  }

  private async sendOne(campaign: SmsCampaignRow, messageId: number, to: string, member: AudienceMember, aliases: Record<string, string>, send: SendFn) {
    const link = campaign.linkUrl ? `${publicBaseUrl()}/s/${await this.links.create(messageId, campaign.linkUrl, campaign.linkExpiryHours)}` : '';
    const body = personalise(campaign.message, member.fields ?? {}, aliases, link);
    const seg = segment(body);
    await this.store.record([{ eventId: `m${messageId}:send_attempt`, eventTime: new Date(), event: 'send_attempt', source: 'system', messageId }]);
    const result = await send({ userId: campaign.userId, messageId, to, from: campaign.senderId, body, parts: seg.parts, encoding: seg.encoding });
    const event: SmsEventInput = result.ok
      ? {
          eventId: `m${messageId}:sent`,
          eventTime: new Date(),
          event: 'sent',
          source: 'system',
          messageId,
          providerMessageId: result.providerMessageId,
          gatewayStatus: 'sent',
          parts: result.parts ?? seg.parts,
          cost: result.cost,
          currency: result.currency,
        }
      : {
          eventId: `m${messageId}:send_failed`,
          eventTime: new Date(),
          event: 'send_failed',
          source: 'system',
          messageId,
          errorCode: result.errorCode,
          gatewayStatus: result.gatewayStatus,
        };
    if (result.ok) await this.messages.setProviderId(messageId, result.providerMessageId);
    await this.store.record([event]);
  }
}
