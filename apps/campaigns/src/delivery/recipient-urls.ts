import type { MessageRecipient, RecipientUrls } from '../rendering/campaign-content';
import type { TrackingKind, TrackingTokens } from '../engagement/tracking-token';
import type { BounceAddresses } from '../bounces/bounce-address';

/**
 * A run's public tracking URLs (`<base>/t/<kind>/<token>`) and VERP return paths. A message is rendered for one
 * recipient at a time, so the recipient's signature is made once and serves all of its URLs.
 */
export function recipientUrls(
  tokens: TrackingTokens,
  verp: BounceAddresses,
  where: { baseUrl: string; bounceDomain: string },
  campaignId: number,
  run: number,
): RecipientUrls {
  let current: { id: number; url: (kind: TrackingKind, linkId?: number) => string } | undefined;
  const urlOf = (r: MessageRecipient) => {
    if (current?.id !== r.id) current = { id: r.id, url: tokens.urlsOf(where.baseUrl, { campaignId, run, recipientId: r.id }) };
    return current.url;
  };
  return {
    open: (r) => urlOf(r)('o'),
    click: (r, linkId) => urlOf(r)('c', linkId),
    unsubscribe: (r) => urlOf(r)('u'),
    view: (r) => urlOf(r)('v'),
    returnPath: (r) => verp.address(where.bounceDomain, { campaignId, run, recipientId: r.id }),
  };
}
