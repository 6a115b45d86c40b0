import { createHmac } from 'node:crypto';

import type { SubscriberFields } from './subscriber-fields.client';
import type { WebhookPostPayload } from './webhook-post.job';

export interface WebhookParams {
  WebhookURL?: unknown;
  Secret?: unknown;
  SignatureHeader?: unknown;
  Payload?: unknown;
  Headers?: unknown;
}

const MERGE_TAG = /%[A-Za-z]+:[A-Za-z0-9_.-]+%/g;
const PLAIN_SUBSCRIBER_TAGS = new Set(['%Subscriber:EmailAddress%', '%Subscriber:SubscriberID%', '%Subscriber:ListID%']);

/**
 * Merge tags a Webhook payload value may carry: the subscriber's address and ids, the journey's, and with
 * `subscriber` (lists' personalisation values) `%Subscriber:CustomField<id>%`, `%Subscriber:<merge-tag alias>%`,
 * SubscriptionDate, SubscriptionIP and OptInDate. A custom field the subscriber has no value for is empty.
 */
export function mergeTags(p: WebhookPostPayload, subscriber?: SubscriberFields): Record<string, string> {
  const tags: Record<string, string> = {};
  if (subscriber) {
    for (const [name, value] of Object.entries(subscriber.fields)) tags[`%Subscriber:${name}%`] = value;
    for (const [alias, field] of Object.entries(subscriber.mergeTagAliases)) tags[`%Subscriber:${alias}%`] = subscriber.fields[field] ?? '';
  }
  return {
    ...tags,
    '%Subscriber:EmailAddress%': p.email,
    '%Subscriber:SubscriberID%': String(p.subscriberId),
    '%Subscriber:ListID%': String(p.listId),
    '%Journey:JourneyID%': String(p.journeyId),
    '%Journey:JourneyName%': p.journeyName,
    '%Journey:ActionID%': String(p.actionId),
  };
}

/** whether the action's payload or headers name a subscriber merge tag beyond the address and ids (one lists query then) */
export function needsSubscriberFields(params: WebhookParams): boolean {
  const texts = [...pairsOf(params.Payload, 'Value'), ...pairsOf(params.Headers, 'Value')];
  return texts.some((text) => (text.match(MERGE_TAG) ?? []).some((tag) => tag.startsWith('%Subscriber:') && !PLAIN_SUBSCRIBER_TAGS.has(tag)));
}

function pairsOf(value: unknown, key: 'Value'): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((x: unknown) => {
    const text = x && typeof x === 'object' ? (x as Record<string, unknown>)[key] : undefined;
    return typeof text === 'string' ? text : '';
  });
}

/**
 * The body and headers of one Webhook call: the custom payload (merge tags replaced) or the default fields,
 * custom headers, the delivery id (the same on every retry: a receiver dedupes by it) and, with a Secret, the
 * hex HMAC-SHA256 of the body in SignatureHeader.
 */
export function webhookRequest(params: WebhookParams, p: WebhookPostPayload, subscriber?: SubscriberFields): { body: string; headers: Record<string, string> } {
  const tags = mergeTags(p, subscriber);
  // a subscriber tag lists knows no value for (a custom field left empty) is empty; other unknown text stays as written
  const merge = (text: string) => text.replace(MERGE_TAG, (tag) => tags[tag] ?? (subscriber && /^%Subscriber:CustomField\d+%$/.test(tag) ? '' : tag));
  const pairs = Array.isArray(params.Payload) ? (params.Payload as { Key: string; Value: string }[]) : [];
  const fields = pairs.length
    ? Object.fromEntries(pairs.map((x) => [x.Key, merge(x.Value)]))
    : { journey_id: p.journeyId, action_id: p.actionId, subscriber_id: p.subscriberId, list_id: p.listId, email_address: p.email };
  const body = JSON.stringify(fields);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-journey-delivery': `${p.enrolmentId}-${p.stepNo}` };
  for (const h of Array.isArray(params.Headers) ? (params.Headers as { Name: string; Value: string }[]) : []) headers[h.Name] = merge(h.Value);
  if (typeof params.Secret === 'string' && params.Secret)
    headers[typeof params.SignatureHeader === 'string' && params.SignatureHeader ? params.SignatureHeader : 'X-Octeth-Signature'] = createHmac(
      'sha256',
      params.Secret,
    )
      .update(body)
      .digest('hex');
  return { body, headers };
}
