import { CommandError } from '@mail/contracts';
import { isEmail, isIp, normalizeDateTime, nowText } from '@mail/values';

import type { ParamReader } from '../../common/params';
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
export function readCreateInput(p: ParamReader, requestIp: string): CreateInput | CommandError {
  const email = p.str('EmailAddress');
  if (!isEmail(email)) return new CommandError(3, 'Invalid EmailAddress');
  const status = p.str('Status') ? parseStatus(p.str('Status')) : 'Subscribed';
  if (!status) return new CommandError(6, 'Invalid Status');
  const bounceType = p.str('BounceType') ? parseBounceType(p.str('BounceType')) : 'Not Bounced';
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
    source: parseSource(p.str('Source')),
    sourceRef: p.str('SourceRef').slice(0, 64) || null,
  };
  const dates: Record<string, string | null> = {};
  for (const [name, code] of [
    ['SubscriptionDate', 7],
    ['UnsubscriptionDate', 13],
    ['OptInDate', 16],
  ] as const) {
    const value = p.str(name);
    const parsed = value ? normalizeDateTime(value) : null;
    if (parsed === undefined) return new CommandError(code, `Invalid ${name}`);
    dates[name] = parsed;
  }
  const ips: Record<string, string | null> = {};
  for (const [name, code] of [
    ['SubscriptionIP', 10],
    ['UnsubscriptionIP', 14],
  ] as const) {
    const value = p.str(name);
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
