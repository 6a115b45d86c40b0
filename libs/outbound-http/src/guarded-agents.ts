import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent as HttpAgent, type ClientRequestArgs } from 'node:http';
import { Agent as HttpsAgent, type RequestOptions as HttpsRequestOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';

import { allowedInternalIps, forgetAllowedInternalIps } from './allow-list';
import { isPublicAddress } from './public-address';

export interface GuardedAgents {
  http: HttpAgent;
  https: HttpAgent;
}

type Connected = (err: Error | null, stream: Duplex) => void;

let shared: GuardedAgents | undefined;

/**
 * Agents that connect only to public unicast addresses (isPublicAddress: IPv4 in any spelling, IPv6 judged by the
 * IPv4 address it carries), checked on the address each connection really uses (after DNS), so a public name
 * resolving to 10.0.0.1 is refused too. OUTBOUND_HTTP_ALLOW_IPS lists exact addresses let through anyway.
 */
export function guardedAgents(): GuardedAgents {
  const options = { keepAlive: true, maxSockets: 64 };
  shared ??= { http: new GuardedHttpAgent(options), https: new GuardedHttpsAgent(options) };
  return shared;
}

/** Tests change OUTBOUND_HTTP_ALLOW_IPS between cases. */
export function resetGuardedAgents(): void {
  shared?.http.destroy();
  shared?.https.destroy();
  shared = undefined;
  forgetAllowedInternalIps();
}

class GuardedHttpAgent extends HttpAgent {
  override createConnection(options: ClientRequestArgs, callback?: Connected): Duplex | null | undefined {
    return super.createConnection(guarded(options), callback);
  }
}

class GuardedHttpsAgent extends HttpsAgent {
  override createConnection(options: HttpsRequestOptions, callback?: Connected): Duplex | null | undefined {
    return super.createConnection(guarded(options), callback);
  }
}

/** An IP literal host is checked here (no lookup happens for it); a name is checked on what it resolves to. */
function guarded<T extends ClientRequestArgs>(options: T): T {
  const host = options.host ?? options.hostname ?? undefined;
  const refused = host && isIP(host) ? refusal(host) : undefined;
  if (refused) throw refused;
  return { ...options, lookup: guardedLookup };
}

/** the error "<address> is not allowed" (outboundRequest reads it as blocked-address), or undefined when allowed */
function refusal(address: string, name?: string): Error | undefined {
  if (isPublicAddress(address) || allowedInternalIps().includes(address)) return undefined;
  return new Error(`address ${address}${name ? ` of ${name}` : ''} is not allowed: not a public unicast address`);
}

const guardedLookup = ((
  hostname: string,
  options: LookupOptions,
  callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, options.all ? [] : '');
    const refused = addresses.map((a) => refusal(a.address, hostname)).find(Boolean);
    if (refused) return callback(refused, options.all ? [] : '');
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}) as LookupFunction;
