import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type BusReply, type BusRequest, SubscriberUnsubscribe } from '@mail/contracts';
import { logger } from '@mail/config';

import type { TrackedRecipient } from '../tracking.repository';

const log = logger('campaigns.unsubscribe');
const TIMEOUT_MS = 5000;
/** Subscriber.Unsubscribe codes that mean the address gets no more of this list's mail anyway */
const ALREADY_GONE = new Set([4, 7, 9]);

export type UnsubscribeOutcome = { done: true; changed: boolean } | { done: false };

/**
 * Unsubscribes through the lists service's own command (Subscriber.Unsubscribe), acting for the campaign's
 * owner, so its rules apply (suppression, opt-out behaviour, the unsubscription event) and the activity
 * records the campaign and email.
 */
@Injectable()
export class ListsUnsubscriber {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async unsubscribe(
    r: TrackedRecipient,
    ip: string,
    requestId: string,
    options: { globalSuppression?: boolean; channel?: string } = {},
  ): Promise<UnsubscribeOutcome> {
    const request: BusRequest = {
      command: SubscriberUnsubscribe.name,
      params: {
        listid: String(r.listId),
        subscriberid: String(r.subscriberId),
        ipaddress: ip || '0.0.0.0',
        ...(r.campaignId ? { campaignid: String(r.campaignId) } : {}),
        ...(r.emailId ? { emailid: String(r.emailId) } : {}),
        ...(options.channel ? { channel: options.channel } : {}),
        ...(options.globalSuppression ? { addtoglobalsuppression: 'true' } : {}),
      },
      auth: { kind: 'user', userId: r.userId, via: 'service', permissions: '*' },
      requestId,
      meta: { ip },
    };
    try {
      const reply = await this.bus.request<BusReply>(SubscriberUnsubscribe.subject, request, TIMEOUT_MS);
      if (reply.ok) return { done: true, changed: true };
      if ('failure' in reply && reply.failure.errors.every((e) => ALREADY_GONE.has(e.code))) return { done: true, changed: false };
      log.warn({ reply, campaignId: r.campaignId, recipientId: r.recipientId }, 'lists refused an unsubscription');
    } catch (error) {
      log.warn({ err: error, campaignId: r.campaignId, recipientId: r.recipientId }, 'lists did not answer an unsubscription');
    }
    return { done: false };
  }
}
