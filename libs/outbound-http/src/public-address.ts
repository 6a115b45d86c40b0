import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * Whether a user-given URL may reach this IP address: public unicast only. IPv4 in any form the parsers accept
 * (`127.0.0.1`, `2130706433`, `0177.0.0.1`, `0x7f.1`); IPv6 carrying an IPv4 address (IPv4-mapped `::ffff:`,
 * IPv4-compatible `::a.b.c.d`, IPv4-translated `::ffff:0:`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) is judged by
 * the IPv4 address it carries, since that is where the packets go. Anything that does not parse is not public.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parse(address);
  if (!parsed) return false;
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as IPv6;
  const carried = embeddedIPv4(v6);
  return carried ? carried.range() === 'unicast' : v6.range() === 'unicast';
}

function parse(address: string): IPv4 | IPv6 | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  try {
    return ipaddr.parse(bare);
  } catch {
    return undefined;
  }
}

/** the IPv4 address an IPv6 address stands for, when it is one of the forms that carry one */
function embeddedIPv4(v6: IPv6): IPv4 | undefined {
  const p = v6.parts;
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  // ::a.b.c.d (compatible), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated)
  if (zeros(0, 5) && (p[5] === 0 || p[5] === 0xffff)) return v4(p[6], p[7]);
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return v4(p[6], p[7]);
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return v4(p[6], p[7]);
  if (p[0] === 0x2002) return v4(p[1], p[2]);
  return undefined;
}
