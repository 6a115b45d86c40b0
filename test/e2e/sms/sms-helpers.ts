import { createHmac } from 'node:crypto';

import type { ApiResponse } from '@mail/testing';

import { email, legacyCode, succeeded, type TrackingUser, v1Code } from '../tracking/tracking-helpers';

/** Twilio's X-Twilio-Signature of a form POSTed to `url`. */
export function twilioSign(authToken: string, url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((acc, k) => acc + k + form[k], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

export function eventsSign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export async function postForm(url: string, form: Record<string, string>, signature: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}

/** A list with a phone field and one subscriber per number (a name field too, for merge tags). */
export async function smsAudience(
  u: TrackingUser,
  numbers: string[],
): Promise<{ listId: number; phoneField: number; nameField: number; subscriberIds: number[] }> {
  const listId = await u.list();
  const phoneField = await u.field(listId);
  const nameField = await u.field(listId);
  const subscriberIds: number[] = [];
  for (const [i, number] of numbers.entries()) {
    const created = await u.ok('Subscriber.Create', {
      ListID: listId,
      EmailAddress: email(`sms${i}`),
      CustomFields: { [phoneField]: number, [nameField]: `Name${i}` },
    });
    subscriberIds.push(Number(created.SubscriberID));
  }
  return { listId, phoneField, nameField, subscriberIds };
}

/** smscampaign.create with sensible defaults; answers the new campaign's id */
export async function smsCampaign(u: TrackingUser, audience: { listId: number; phoneField: number }, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await u.v1('POST', 'smscampaign.create', {
    Name: 'Campaign',
    Message: 'Hello, see %Link%',
    ListID: audience.listId,
    PhoneFieldID: audience.phoneField,
    SenderID: 'ACME',
    LinkURL: 'https://example.com/offer',
    ...extra,
  });
  if (res.status !== 200) throw new Error(`smscampaign.create: ${res.status} ${res.text}`);
  return Number(res.body.SMSCampaignID);
}

/** An error as [HTTP status, code] of v1 (JSON or XML), or [succeeded, code] of the legacy envelope. */
export async function v1Failure(res: Promise<ApiResponse>): Promise<[number, number | undefined]> {
  const r = await res;
  return [r.status, v1Code(r)];
}
export async function legacyFailure(res: Promise<ApiResponse>): Promise<[boolean, number]> {
  const r = await res;
  return [succeeded(r), legacyCode(r)];
}
