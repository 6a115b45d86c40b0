import { CommandError, type SubscriberCreateRequest } from '@mail/contracts';
import { isEmail, isIp, normalizeDateTime, nowText, paramText } from '@mail/values';

import { isSubscribedLike, isUnsubscribedLike, parseBounceType, parseSource, parseStatus } from '../subscriber.status';

export interface CreateInput {
  email: string;
  status: string;
  bounceType: string;
  subscriptionDate: string | null;
  subscriptionIp: string | null;
  unsubscriptionDate: string | null;
  unsubscriptionIp: string | null;
  optInDate: string | null;
  source: string;
  sourceRef: string | null;
}

/**
 * Subscriber.Create's parameter checks in the vendor's order (reference notes §1.1). Where the vendor
 * requires SubscriptionDate/SubscriptionIP for Subscribed, we default them to now and the caller's address
 * instead (the spec's own examples create subscribers from ListID + EmailAddress alone); a given but
 * malformed value still answers its code.
 */
export function readCreateInput(p: SubscriberCreateRequest, requestIp: string): CreateInput | CommandError {
  const email = paramText(p.emailaddress);
  if (!isEmail(email)) return new CommandError(3, 'Invalid EmailAddress');
  const status = paramText(p.status) ? parseStatus(paramText(p.status)) : 'Subscribed';
  if (!status) return new CommandError(6, 'Invalid Status');
  const bounceType = paramText(p.bouncetype) ? parseBounceType(paramText(p.bouncetype)) : 'Not Bounced';
  if (!bounceType) return new CommandError(5, 'Invalid BounceType');
  const input: CreateInput = {
    email,
    status,
    bounceType,
    subscriptionDate: null,
    subscriptionIp: null,
    unsubscriptionDate: null,
    unsubscriptionIp: null,
    optInDate: null,
    source: parseSource(paramText(p.source)),
    sourceRef: paramText(p.sourceref).slice(0, 64) || null,
  };
  const dates: Record<string, string | null> = {};
  for (const [name, given, code] of [
    ['SubscriptionDate', p.subscriptiondate, 7],
    ['UnsubscriptionDate', p.unsubscriptiondate, 13],
    ['OptInDate', p.optindate, 16],
  ] as const) {
    const value = paramText(given);
    const parsed = value ? normalizeDateTime(value) : null;
    if (parsed === undefined) return new CommandError(code, `Invalid ${name}`);
    dates[name] = parsed;
  }
  const ips: Record<string, string | null> = {};
  for (const [name, given, code] of [
    ['SubscriptionIP', p.subscriptionip, 10],
    ['UnsubscriptionIP', p.unsubscriptionip, 14],
  ] as const) {
    const value = paramText(given);
    if (value && !isIp(value)) return new CommandError(code, `Invalid ${name}`);
    ips[name] = value || null;
  }
  // vendor order: 7 (SubscriptionDate) before 10 (SubscriptionIP) before 13/14 (unsubscription) before 16 (OptInDate)
  const subscriptionDate = dates.SubscriptionDate;
  const subscriptionIp = ips.SubscriptionIP;
  const unsubscriptionDate = dates.UnsubscriptionDate;
  const unsubscriptionIp = ips.UnsubscriptionIP;
  const optInDate = dates.OptInDate;
  const fallbackIp = isIp(requestIp) ? requestIp : null;
  if (isSubscribedLike(status)) {
    input.subscriptionDate = subscriptionDate ?? nowText();
    input.subscriptionIp = subscriptionIp ?? fallbackIp;
  } else {
    input.subscriptionDate = subscriptionDate;
    input.subscriptionIp = subscriptionIp;
  }
  if (isUnsubscribedLike(status)) {
    input.unsubscriptionDate = unsubscriptionDate ?? nowText();
    input.unsubscriptionIp = unsubscriptionIp ?? fallbackIp;
  }
  input.optInDate = optInDate ?? (status === 'Subscribed' ? input.subscriptionDate : null);
  return input;
}
