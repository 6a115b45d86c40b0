import { providerOfNameServers, zoneCandidates } from './ns-providers';

describe('providerOfNameServers', () => {
  it.each([
    [['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com.'], 'cloudflare'],
    [['NS51.DOMAINCONTROL.COM', 'ns52.domaincontrol.com'], 'godaddy'],
    [['dns1.registrar-servers.com', 'dns2.registrar-servers.com'], 'namecheap'],
    [['ns-12.awsdns-01.com', 'ns-900.awsdns-40.net'], 'route53'],
    [['ns1.digitalocean.com'], 'digitalocean'],
  ])('%j → %s', (hosts, provider) => expect(providerOfNameServers(hosts)).toBe(provider));

  it.each([
    ['no NS', []],
    ['an unknown host', ['ns1.example.net']],
    ['a known and an unknown host', ['ada.ns.cloudflare.com', 'ns1.example.net']],
    ['two providers', ['ada.ns.cloudflare.com', 'ns51.domaincontrol.com']],
    ['a look-alike', ['ns.cloudflare.com.evil.example']],
  ])('%s → undefined', (_name, hosts) => expect(providerOfNameServers(hosts)).toBeUndefined());
});

describe('zoneCandidates', () => {
  it('walks up to two labels', () => {
    expect(zoneCandidates('mail.shop.example.com')).toEqual(['mail.shop.example.com', 'shop.example.com', 'example.com']);
    expect(zoneCandidates('example.com')).toEqual(['example.com']);
  });
});
