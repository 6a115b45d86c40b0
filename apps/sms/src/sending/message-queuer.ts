import { Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import type { AudienceMember } from '@mail/contracts';

import type { SmsCampaignRow } from '../campaigns/sms-campaign.repository';
import { normalisePhone } from '../common/phone';
import { EventStore } from '../provider-events/event-store';
import { newShortLinkToken, ShortLinkRepository } from '../links/short-link.repository';
import { personalise } from './merge-tags';
import { SmsMessageRepository, type NewMessage } from './sms-message.repository';

/** A member to queue a message for: the subscriber and its custom fields (`CustomField<ID>` keys). */
export type Addressee = Pick<AudienceMember, 'subscriberId' | 'fields'>;

export interface QueuedMessage {
  id: number;
  status: NewMessage['status'];
  skipReason: string | null;
}

/**
 * Records one message per member of a campaign: `skipped` with its reason (missing_number, invalid_number,
 * suppressed, duplicate_number) or `queued` with its personalised text and own short link, fixed now so any
 * sending run can send it. Members that already have a message of the campaign are left out.
 */
@Injectable()
export class MessageQueuer {
  constructor(
    private readonly messages: SmsMessageRepository,
    private readonly links: ShortLinkRepository,
    private readonly store: EventStore,
  ) {}

  /**
   * The new messages, in the members' order. With `requestKey` (one member: a journey's single send) a member or
   * number the campaign already messaged is messaged again; the key makes the send itself happen once.
   */
  async queue(campaign: SmsCampaignRow, members: Addressee[], aliases: Record<string, string>, requestKey?: string): Promise<QueuedMessage[]> {
    const done = requestKey
      ? new Set<number>()
      : await this.messages.subscribersDone(
          campaign.id,
          members.map((m) => m.subscriberId),
        );
    const todo = members.filter((m) => !done.has(m.subscriberId));
    const checked = todo.map((m) => ({ member: m, phone: normalisePhone(m.fields?.[`CustomField${campaign.phoneFieldId}`] ?? '', campaign.defaultCountry) }));
    const numbers = checked.flatMap((c) => (c.phone.ok ? [c.phone.e164] : []));
    const [suppressed, taken] = await Promise.all([
      this.messages.suppressed(campaign.userId, campaign.listId, numbers),
      requestKey ? new Set<string>() : this.messages.numbersTaken(campaign.id, numbers),
    ]);
    const seen = new Set<string>();
    const tokens: (string | null)[] = [];
    const rows: NewMessage[] = checked.map(({ member, phone }) => {
      const base = { subscriberId: member.subscriberId, number: phone.ok ? phone.e164 : '', country: phone.ok ? phone.country : '', body: null, requestKey };
      tokens.push(null);
      if (!phone.ok) return { ...base, status: 'Rejected', skipReason: phone.reason };
      if (suppressed.has(phone.e164)) return { ...base, status: 'Suppressed', skipReason: 'suppressed' };
      if (taken.has(phone.e164) || seen.has(phone.e164)) return { ...base, status: 'Rejected', skipReason: 'duplicate_number' };
      seen.add(phone.e164);
      const token = campaign.linkUrl ? newShortLinkToken() : null;
      tokens[tokens.length - 1] = token;
      const body = personalise(campaign.message, member.fields ?? {}, aliases, token ? `${publicBaseUrl()}/s/${token}` : '');
      return { ...base, status: 'Queued', skipReason: null, body };
    });
    const ids = await this.messages.insert(campaign.id, campaign.userId, rows);
    if (campaign.linkUrl)
      await this.links.insert(
        ids.flatMap((messageId, i) => (tokens[i] ? [{ token: tokens[i], messageId }] : [])),
        campaign.linkUrl,
        campaign.linkExpiryHours,
      );
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
    return rows.map((r, i) => ({ id: ids[i], status: r.status, skipReason: r.skipReason }));
  }
}
