/**
 * IP allow-lists (a user's area allow-list, an API key's BoundIPAddress). Entries are separated by
 * commas, spaces or new lines; each is an exact address, an IPv4 CIDR (`10.0.0.0/8`) or an IPv4
 * wildcard (`10.0.*`). An empty list allows everything.
 */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  if (trimmed.startsWith('::ffff:') && trimmed.includes('.')) return trimmed.slice(7);
  if (trimmed === '::1') return '127.0.0.1';
  return trimmed;
}

export function parseAllowList(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function isValidAllowEntry(entry: string): boolean {
  if (/^(\d{1,3}\.){3}\d{1,3}$/.test(entry)) return ipv4ToInt(entry) !== undefined;
  if (/^(\d{1,3}\.){3}\d{1,3}\/\d{1,2}$/.test(entry)) {
    const [base, bits] = entry.split('/');
    return ipv4ToInt(base) !== undefined && Number(bits) <= 32;
  }
  if (/^(\d{1,3}\.){0,3}\*$/.test(entry)) return true;
  return /^[0-9a-f:]+$/i.test(entry) && entry.includes(':');
}

export function ipAllowed(allowList: string, ip: string): boolean {
  const entries = parseAllowList(allowList);
  if (!entries.length) return true;
  const address = normalizeIp(ip);
  return entries.some((entry) => entryMatches(normalizeIp(entry), address));
}

function entryMatches(entry: string, address: string): boolean {
  if (entry === address) return true;
  if (entry.endsWith('*')) return address.startsWith(entry.slice(0, -1)) && address.includes('.');
  if (entry.includes('/')) {
    const [base, bitsText] = entry.split('/');
    const bits = Number(bitsText);
    const baseInt = ipv4ToInt(base);
    const addressInt = ipv4ToInt(address);
    if (baseInt === undefined || addressInt === undefined || !(bits >= 0 && bits <= 32)) return false;
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (baseInt & mask) >>> 0 === (addressInt & mask) >>> 0;
  }
  return false;
}

function ipv4ToInt(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}
