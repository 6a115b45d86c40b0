import type { RecipientUrls } from '../rendering/campaign-content';
import type { TrackingTokens } from '../tracking/tracking-token';
import type { BounceAddresses } from '../bounces/bounce-address';

/** A run's public tracking URLs (`<base>/t/<kind>/<token>`) and VERP return paths, signed per recipient. */
export function recipientUrls(
  tokens: TrackingTokens,
  verp: BounceAddresses,
  where: { baseUrl: string; bounceDomain: string },
  campaignId: number,
  run: number,
): RecipientUrls {
  const target = (recipientId: number) => ({ campaignId, run, recipientId });
  return {
    open: (r) => tokens.url(where.baseUrl, { kind: 'o', ...target(r.id) }),
    click: (r, linkId) => tokens.url(where.baseUrl, { kind: 'c', ...target(r.id), linkId }),
    unsubscribe: (r) => tokens.url(where.baseUrl, { kind: 'u', ...target(r.id) }),
    view: (r) => tokens.url(where.baseUrl, { kind: 'v', ...target(r.id) }),
    returnPath: (r) => verp.address(where.bounceDomain, target(r.id)),
  };
}
