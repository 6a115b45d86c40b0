import { createHmac } from 'node:crypto';

import type { WebhookPostPayload } from './webhook-post.job';

export interface WebhookParams {
  WebhookURL?: unknown;
  Secret?: unknown;
  SignatureHeader?: unknown;
  Payload?: unknown;
  Headers?: unknown;
}

/** Merge tags a Webhook payload value may carry. */
export function mergeTags(p: WebhookPostPayload): Record<string, string> {
  return {
    '%Subscriber:EmailAddress%': p.email,
    '%Subscriber:SubscriberID%': String(p.subscriberId),
    '%Subscriber:ListID%': String(p.listId),
    '%Journey:JourneyID%': String(p.journeyId),
    '%Journey:JourneyName%': p.journeyName,
    '%Journey:ActionID%': String(p.actionId),
  };
}

/**
 * The body and headers of one Webhook call: the custom payload (merge tags replaced) or the default fields,
 * custom headers, the delivery id (the same on every retry: a receiver dedupes by it) and, with a Secret, the
 * hex HMAC-SHA256 of the body in SignatureHeader.
 */
export function webhookRequest(params: WebhookParams, p: WebhookPostPayload): { body: string; headers: Record<string, string> } {
  const tags = mergeTags(p);
  const merge = (text: string) => text.replace(/%[A-Za-z]+:[A-Za-z]+%/g, (tag) => tags[tag] ?? tag);
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
