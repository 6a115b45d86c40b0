import { isIP } from 'node:net';

import { allowedInternalIps } from './allow-list';
import { isPublicAddress } from './public-address';

const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|localdomain)$/i;

export type StorableUrl = { ok: true; url: string } | { ok: false; reason: 'invalid-url' | 'blocked-address'; message: string };

/**
 * The one check of a URL the platform stores to call later (webhooks, journeys' Webhook action, an SMS provider's
 * API): `invalid-url` unless http(s) without credentials, `blocked-address` when it names a host that can only be
 * internal (an IP literal that is not public unicast, in any spelling, or localhost / *.local / dotless names)
 * unless that exact address is allowed (OUTBOUND_HTTP_ALLOW_IPS). Names that resolve to internal addresses are
 * refused again on every connection by the guarded agents. Each command answers the two reasons with its own codes.
 */
export function checkStorableUrl(value: string): StorableUrl {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: 'invalid-url', message: 'not a URL' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    return { ok: false, reason: 'invalid-url', message: 'not an http(s) URL without credentials' };
  // WHATWG parsing already turned 2130706433, 0177.0.0.1 and 0x7f.1 into 127.0.0.1
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const internal = isIP(host) ? !isPublicAddress(host) && !allowedInternalIps().includes(host) : INTERNAL_NAMES.test(host) || !host.includes('.');
  if (internal) return { ok: false, reason: 'blocked-address', message: 'the host is not a public address' };
  return { ok: true, url: url.toString() };
}
