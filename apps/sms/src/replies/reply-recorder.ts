import { Injectable } from '@nestjs/common';

import { Events } from '@mail/contracts';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { e164OrAsGiven } from '../common/phone';
import { EventStore } from '../provider-events/event-store';
import type { InboundReply } from '../ingestion/inbound-reply';
import { isOptOut } from './opt-out-keywords';
import { ReplyRepository } from './reply.repository';

/**
 * UnsubscribeStatus of a STOP reply until lists answers (SmsOptOutApplied: 'Unsubscribed', 'AlreadyUnsubscribed' or
 * 'NotSubscribed', with the campaign list's OptOutScope 'This list' or 'All lists'; null until then).
 */
export const UNSUBSCRIBE_PENDING = 'Pending';

/**
 * An inbound reply: stored once (its event id), a 'replied' event, and for a STOP-type reply the number's
 * suppression (every later SMS of the user to that number is skipped), an 'opted_out' event and SmsOptedOut through
 * the outbox (lists opts the subscriber out as the campaign's list says and answers with the outcome). A reply to no
 * message of the user's is dropped (false).
 */
@Injectable()
export class ReplyRecorder {
  constructor(
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly replies: ReplyRepository,
    private readonly store: EventStore,
  ) {}

  async record(userId: number, reply: InboundReply): Promise<boolean> {
    const from = e164OrAsGiven(reply.from);
    const target = await this.replies.target(userId, from, reply.messageId, reply.providerMessageId);
    if (!target) return false;
    const optOut = isOptOut(reply.text);
    const optedOut = await this.db.tx(async (m) => {
      const fresh = await this.replies.insert(m, userId, {
        campaignId: target.campaignId,
        messageId: target.messageId,
        eventId: reply.eventId,
        fromNumber: from,
        text: reply.text,
        receivedAt: reply.receivedAt,
        isOptOut: optOut,
        unsubscribeStatus: optOut ? UNSUBSCRIBE_PENDING : null,
      });
      if (!fresh || !optOut) return false;
      await this.outbox.add(m, Events.SmsOptedOut, {
        userId,
        listId: target.listId,
        ...(target.subscriberId ? { subscriberId: target.subscriberId } : {}),
        phoneNumber: from,
        smsCampaignId: target.campaignId,
        replyId: fresh,
        occurredAt: reply.receivedAt.toISOString().slice(0, 19).replace('T', ' '),
      });
      return true;
    });
    if (optedOut) this.outbox.kick();
    const base = { eventTime: reply.receivedAt, source: 'provider' as const, messageId: target.messageId };
    await this.store.record([
      { ...base, eventId: `${reply.eventId}:replied`, event: 'replied' },
      ...(optOut ? [{ ...base, eventId: `${reply.eventId}:opted_out`, event: 'opted_out' as const }] : []),
    ]);
    return true;
  }
}
