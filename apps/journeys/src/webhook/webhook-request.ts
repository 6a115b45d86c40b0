import { createHmac } from 'node:crypto';

import { fillSubscriberTags } from '@mail/values';

import type { SubscriberFields } from './subscriber-fields.client';
import type { WebhookPostPayload } from './webhook-post.job';

export interface WebhookParams {
  WebhookURL?: unknown;
  Secret?: unknown;
  SignatureHeader?: unknown;
  Payload?: unknown;
  Headers?: unknown;
}

const SUBSCRIBER_TAG = /%Subscriber:([^%\s]+)%/gi;
const JOURNEY_TAG = /%Journey:([A-Za-z]+)%/gi;
/** the subscriber tags every call knows without asking lists */
const PLAIN_SUBSCRIBER_TAGS = new Set(['emailaddress', 'subscriberid', 'listid']);

/**
 * A Webhook payload or header value with its merge tags filled: the subscriber's address and ids, the journey's
 * (`%Journey:JourneyID|JourneyName|ActionID%`), and with `subscriber` (lists' personalisation values) their custom
 * fields by id or alias and subscription dates (libs/values fillSubscriberTags: empty when without a value). Without
 * `subscriber` (a call queued before it was asked), other subscriber tags stay as written.
 */
function mergeTags(p: WebhookPostPayload, subscriber?: SubscriberFields): (text: string) => string {
  const plain = new Map([
    ['emailaddress', p.email],
    ['subscriberid', String(p.subscriberId)],
    ['listid', String(p.listId)],
  ]);
  const journey = new Map([
    ['journeyid', String(p.journeyId)],
    ['journeyname', p.journeyName],
    ['actionid', String(p.actionId)],
  ]);
  const values = { fields: subscriber?.fields ?? {}, aliases: subscriber?.mergeTagAliases ?? {} };
  const options = { known: (name: string) => plain.get(name.toLowerCase()), unknown: subscriber ? undefined : (tag: string) => tag };
  return (text) => fillSubscriberTags(text, values, options).replace(JOURNEY_TAG, (tag, name: string) => journey.get(name.toLowerCase()) ?? tag);
}

/** whether the action's payload or headers name a subscriber merge tag beyond the address and ids (one lists query per step batch then) */
export function needsSubscriberFields(params: WebhookParams): boolean {
  return subscriberTagNames(params).some((name) => !PLAIN_SUBSCRIBER_TAGS.has(name));
}

/**
 * Only the values and aliases the action's subscriber tags name: a queued call keeps no more of the subscriber than
 * it sends (a tag naming a field without a value still fills as '').
 */
export function namedFields(params: WebhookParams, subscriber: SubscriberFields): SubscriberFields {
  const names = new Set(subscriberTagNames(params));
  const mergeTagAliases = Object.fromEntries(Object.entries(subscriber.mergeTagAliases).filter(([alias]) => names.has(alias.toLowerCase())));
  for (const field of Object.values(mergeTagAliases)) names.add(field.toLowerCase());
  return { fields: Object.fromEntries(Object.entries(subscriber.fields).filter(([name]) => names.has(name.toLowerCase()))), mergeTagAliases };
}

/** the lower-cased names of the `%Subscriber:<name>%` tags of the payload and the headers */
function subscriberTagNames(params: WebhookParams): string[] {
  const texts = [...pairsOf(params.Payload, 'Value'), ...pairsOf(params.Headers, 'Value')];
  return texts.flatMap((text) => [...text.matchAll(SUBSCRIBER_TAG)].map(([, name]) => name.toLowerCase()));
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
  const merge = mergeTags(p, subscriber);
  const pairs = Array.isArray(params.Payload) ? (params.Payload as { Key: string; Value: string }[]) : [];
  const fields = pairs.length
    ? Object.fromEntries(pairs.map((x) => [x.Key, merge(x.Value)]))
    : { journey_id: p.journeyId, action_id: p.actionId, subscriber_id: p.subscriberId, list_id: p.listId, email_address: p.email };
  const body = JSON.stringify(fields);
  // header names are the user's: `__proto__` or `constructor` must stay plain names
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  headers['content-type'] = 'application/json';
  headers['x-journey-delivery'] = `${p.enrolmentId}-${p.stepNo}`;
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
