import { ipAllowed, isValidAllowEntry, normalizeIp, parseAllowList } from './ip-allow-list';

describe('ip allow-list', () => {
  it('allows everything when empty', () => {
    expect(ipAllowed('', '1.2.3.4')).toBe(true);
    expect(ipAllowed('  ', '1.2.3.4')).toBe(true);
  });

  it('matches exact addresses, CIDR ranges and wildcards', () => {
    expect(ipAllowed('10.1.2.3', '10.1.2.3')).toBe(true);
    expect(ipAllowed('10.1.2.3', '10.1.2.4')).toBe(false);
    expect(ipAllowed('192.168.0.0/16', '192.168.44.1')).toBe(true);
    expect(ipAllowed('192.168.0.0/16', '192.169.0.1')).toBe(false);
    expect(ipAllowed('0.0.0.0/0', '8.8.8.8')).toBe(true);
    expect(ipAllowed('10.0.*', '10.0.9.9')).toBe(true);
    expect(ipAllowed('10.0.*', '10.1.9.9')).toBe(false);
    expect(ipAllowed('1.1.1.1,\n2.2.2.2', '2.2.2.2')).toBe(true);
  });

  it('treats IPv4-mapped IPv6 and ::1 as their IPv4 forms', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(ipAllowed('127.0.0.1', '::1')).toBe(true);
    expect(ipAllowed('127.0.0.1', '::ffff:127.0.0.1')).toBe(true);
  });

  it('validates entries', () => {
    expect(parseAllowList('a, b\nc')).toEqual(['a', 'b', 'c']);
    for (const ok of ['1.2.3.4', '10.0.0.0/8', '10.0.*', '2001:db8::1']) expect(isValidAllowEntry(ok)).toBe(true);
    for (const bad of ['1.2.3.999', '1.2.3.4/33', 'host.example', '']) expect(isValidAllowEntry(bad)).toBe(false);
  });
});
