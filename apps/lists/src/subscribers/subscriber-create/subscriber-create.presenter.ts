import type { SubscriberCreateReply } from '@mail/contracts';

import type { CreateInput } from './subscriber-create.input';

/** Subscriber.Create's reply: the subscriber as created (or updated), one `CustomField<id>` per field of the list. */
export function presentCreated(
  subscriber: { id: string; email: string },
  input: CreateInput,
  fields: { id: string }[],
  values: Map<number, string>,
  suppressed: boolean,
): SubscriberCreateReply {
  const info: Record<string, unknown> = {
    SubscriberID: Number(subscriber.id),
    EmailAddress: subscriber.email,
    SubscriptionStatus: input.status,
    Status: input.status,
    SubscriptionDate: input.subscriptionDate ?? '',
    SubscriptionIP: input.subscriptionIp ?? '',
    OptInDate: input.optInDate ?? '',
    BounceType: input.bounceType,
  };
  for (const f of fields) info[`CustomField${f.id}`] = values.get(Number(f.id)) ?? '';
  return {
    SubscriberID: Number(subscriber.id),
    SubscriberInformation: info,
    Suppressed: suppressed,
    SubscriberTags: [],
    SubscriberSegments: [],
    SubscriberJourneys: [],
    SubscriberWebsiteEvents: [],
  };
}
