import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

/** A subscriber's personalisation values and the user's merge-tag aliases, as lists answers them for a campaign. */
export interface SubscriberFields {
  fields: Record<string, string>;
  mergeTagAliases: Record<string, string>;
}

const TIMEOUT_MS = 10_000;

/** Asks lists for the values a Webhook payload's custom-field merge tags name: one query for a step's whole batch. */
@Injectable()
export class SubscriberFieldsClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  /**
   * subscriber id → their values, for every subscriber asked: empty values when no longer Subscribed, or suppressed
   * (lists leaves them out, as a campaign's audience does)
   */
  async of(userId: number, subscribers: { subscriberId: number; listId: number }[]): Promise<Map<number, SubscriberFields>> {
    if (!subscribers.length) return new Map();
    const reply = await this.bus.query(
      Queries.SubscribersFields,
      { userId, subscriberIds: subscribers.map((s) => s.subscriberId), listIds: subscribers.map((s) => s.listId) },
      TIMEOUT_MS,
    );
    const found = new Map(reply.members.map((m) => [m.subscriberId, m.fields ?? {}]));
    return new Map(subscribers.map((s) => [s.subscriberId, { fields: found.get(s.subscriberId) ?? {}, mergeTagAliases: reply.mergeTagAliases }]));
  }
}
