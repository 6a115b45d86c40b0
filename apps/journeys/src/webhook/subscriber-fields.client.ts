import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { oneSubscriberPage, Queries } from '@mail/contracts';

/** A subscriber's personalisation values and the user's merge-tag aliases, as lists answers them for a campaign. */
export interface SubscriberFields {
  fields: Record<string, string>;
  mergeTagAliases: Record<string, string>;
}

const TIMEOUT_MS = 10_000;

/** Asks lists (its audience page of one subscriber) for the values a Webhook payload's custom-field merge tags name. */
@Injectable()
export class SubscriberFieldsClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  /** empty values when the subscriber is no longer Subscribed, or suppressed (lists' audience leaves them out) */
  async of(userId: number, listId: number, subscriberId: number): Promise<SubscriberFields> {
    const page = await this.bus.query(Queries.AudiencePage, oneSubscriberPage(userId, listId, subscriberId), TIMEOUT_MS);
    return { fields: page.members[0]?.fields ?? {}, mergeTagAliases: page.mergeTagAliases ?? {} };
  }
}
