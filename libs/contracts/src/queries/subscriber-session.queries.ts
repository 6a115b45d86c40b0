import { IsString, MaxLength } from 'class-validator';

/**
 * A subscriber session token as subscriber.login issues it: `ss.<ListID>.<SubscriberID>.<expires>.<kid>.<mac>`
 * (signed by lists; the signature is checked only there). The edge uses the shape to ask lists, not accounts.
 */
const SUBSCRIBER_SESSION = /^ss\.\d{1,15}\.\d{1,15}\.\d{1,12}\.[A-Za-z0-9_~-]{1,64}\.[A-Za-z0-9_-]{10,64}$/;

export function isSubscriberSessionToken(value: unknown): value is string {
  return typeof value === 'string' && SUBSCRIBER_SESSION.test(value);
}

/** the edge's check of a subscriber session (answered by lists with an AuthResolveReply of kind 'subscriber') */
export class SubscriberSessionResolveRequest {
  @IsString() @MaxLength(300) token!: string;
}
