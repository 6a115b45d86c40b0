import { isIP } from 'node:net';

import { CommandError } from '@mail/contracts';

const NAMES = /(^|\.)(localhost|local|internal|localdomain)$/i;

/** Loopback, private, link-local (cloud metadata), CGNAT, unspecified, multicast and reserved ranges. */
function isNonPublicIp(ip: string): boolean {
  if (isIP(ip) === 6) {
    const v6 = ip.toLowerCase();
    if (v6.startsWith('::ffff:')) return isNonPublicIp(mappedV4(v6.slice(7)));
    return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith('ff');
  }
  const [a, b] = ip.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b < 128) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b < 32) ||
    (a === 192 && b === 168)
  );
}

/** `7f00:1` (how URLs write ::ffff:127.0.0.1) or `127.0.0.1` as dotted IPv4. */
function mappedV4(tail: string): string {
  if (tail.includes('.')) return tail;
  const [hi, lo] = tail.split(':').map((h) => parseInt(h || '0', 16));
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/**
 * A webhook URL as registered: 6 unless http(s) without credentials, 7 when it names a host that can only be
 * internal (an IP literal outside public unicast, or localhost / *.local names) unless that exact address is in
 * `allowed` (OUTBOUND_HTTP_ALLOW_IPS, for tests). Names that resolve to internal addresses are refused again
 * when posting: libs/outbound-http checks the address each connection really uses.
 */
export function checkWebhookUrl(value: string, allowed: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new CommandError(6, 'WebhookURL must be an http or https URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new CommandError(6, 'WebhookURL must be an http or https URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const forbidden = isIP(host) ? isNonPublicIp(host) && !allowed.includes(host) : NAMES.test(host) || !host.includes('.');
  if (forbidden) throw new CommandError(7, 'WebhookURL must point at a public host');
  return url.toString();
}
