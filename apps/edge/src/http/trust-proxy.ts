/** Fastify's `trustProxy` as a function: (address, hop index from the socket) → trusted. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy`: a hop count or a list of proxy addresses/CIDRs, so the
 * client IP is the first X-Forwarded-For entry written by a proxy we trust, never one the client
 * wrote. `true` is read as one hop (a single ingress): trusting every hop would let any client
 * choose its IP by sending the header itself. Fastify 5 refuses a bare number (it cannot know the
 * edge is only reachable through the proxy), so the hop count is given as a function: hop 0 is
 * the socket peer, and the first `hops` addresses are the proxies.
 */
export function trustProxySetting(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (!value || /^(false|no|off|0)$/i.test(value)) return false;
  const hops = /^(true|yes|on)$/i.test(value) ? 1 : /^\d+$/.test(value) ? Number(value) : undefined;
  if (hops !== undefined) return (_address, hop) => hop < hops;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
