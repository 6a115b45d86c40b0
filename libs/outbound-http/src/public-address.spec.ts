import { isPublicAddress } from './public-address';

describe(isPublicAddress.name, () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['2130706433', 'loopback, decimal'],
    ['0177.0.0.1', 'loopback, octal'],
    ['0x7f.1', 'loopback, hex and short'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback, bracketed'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'unique local'],
    ['ff02::1', 'multicast'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, hex'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
    ['64:ff9b::127.0.0.1', 'NAT64 loopback'],
    ['64:ff9b::a00:1', 'NAT64 private'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of private'],
    ['2001::1', 'Teredo'],
    ['not an address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:93.184.216.34', '64:ff9b::808:808', '2002:5db8:d822::1'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
