import type { Agent } from 'node:http';

import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

import { env } from '@mail/config';

export interface GuardedAgents {
  http: Agent;
  https: Agent;
}

let shared: GuardedAgents | undefined;

/**
 * Agents that refuse to connect to loopback, private, link-local, metadata and other non-unicast addresses,
 * checked on the address each connection really uses (after DNS), so a public name resolving to 10.0.0.1 is
 * refused too. OUTBOUND_HTTP_ALLOW_IPS lists exact addresses let through anyway (a test receiver on 127.0.0.1).
 */
export function guardedAgents(): GuardedAgents {
  if (shared) return shared;
  const allowIPAddressList = (env('OUTBOUND_HTTP_ALLOW_IPS') ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
  const options = { keepAlive: true, maxSockets: 64, allowIPAddressList };
  shared = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
  return shared;
}

/** Tests change OUTBOUND_HTTP_ALLOW_IPS between cases. */
export function resetGuardedAgents(): void {
  shared?.http.destroy();
  shared?.https.destroy();
  shared = undefined;
}
