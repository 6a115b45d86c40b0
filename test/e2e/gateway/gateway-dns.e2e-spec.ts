import { e2eEnv, FAKE_DNS_BROKEN_KEY, FAKE_DNS_CREDENTIALS, type FakeDnsRecord } from '@mail/testing';

import { addDomain, FORMATS, gatewayUser, type GatewayUser, v1Code } from './gateway-helpers';

/**
 * The provider APIs are fakes the global setup starts and hands to the suite it boots (E2E_FAKE_DNS_PROVIDERS_URL).
 * Against a suite started elsewhere (the distributed run) the gateway's providers are not ours: those parts skip.
 * dns.provider's NS lookup needs the gateway's resolver pointed at a DNS server of the test's: apps/gateway/test.
 */
const fakeProviders = process.env.E2E_FAKE_DNS_PROVIDERS_URL;
const withFakeProviders = fakeProviders ? describe : describe.skip;

const ok = (body: Record<string, unknown>) => String(body.success) === 'true';

describe('DNS automation (dns.provider, dns.authorize, dns.set)', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;

  beforeAll(async () => {
    u = await gatewayUser();
  });

  const authorize = (params: Record<string, unknown>, format?: (typeof FORMATS)[number]) => u.v1('POST', 'dns.authorize', params, format);
  const set = (params: Record<string, unknown>, format?: (typeof FORMATS)[number]) =>
    api.v1('POST', 'dns.set', { SessionID: u.user.sessionId, ...params }, format ? { format } : {});

  describe.each(FORMATS)('codes that need no provider (%s)', (format) => {
    it('dns.provider: 1 missing, 2 not a domain', async () => {
      expect(v1Code(await u.v1('GET', 'dns.provider', {}, format))).toBe(1);
      expect(v1Code(await u.v1('GET', 'dns.provider', { Domain: 'not a domain' }, format))).toBe(2);
      expect(v1Code(await u.v1('GET', 'dns.provider', { Domain: '10.0.0.1' }, format))).toBe(2);
    });

    it.each([
      ['1 Domain missing', { Provider: 'cloudflare', Api_key: 'k' }, 1],
      ['2 Api_key missing', { Provider: 'cloudflare', Domain: 'shop.example.com' }, 2],
      ['3 Provider missing', { Domain: 'shop.example.com', Api_key: 'k' }, 3],
      ['5 Api_secret missing (godaddy)', { Provider: 'godaddy', Domain: 'shop.example.com', Api_key: 'k' }, 5],
      ['6 Api_user missing (namecheap)', { Provider: 'namecheap', Domain: 'shop.example.com', Api_key: 'k', Username: 'u' }, 6],
      ['7 Username missing (namecheap)', { Provider: 'namecheap', Domain: 'shop.example.com', Api_key: 'k', Api_user: 'u' }, 7],
      ['8 unsupported provider', { Provider: 'route53', Domain: 'shop.example.com', Api_key: 'k' }, 8],
      ['4 not a domain', { Provider: 'cloudflare', Domain: 'not a domain', Api_key: 'k' }, 4],
    ])('dns.authorize %s', async (_name, params, code) => {
      const res = await authorize(params, format);
      expect(res.status).toBe(200);
      expect(v1Code(res)).toBe(code);
    });

    it('dns.authorize 8 names the provider', async () => {
      expect((await authorize({ Provider: 'route53', Domain: 'shop.example.com', Api_key: 'k' }, format)).text).toContain('route53');
    });

    it.each([
      ['1 Domain missing', { Provider: 'cloudflare', Api_key: 'k', Record_type: 'campaign' }, 1],
      ['2 Api_key missing', { Provider: 'cloudflare', Domain: 'shop.example.com', Record_type: 'campaign' }, 2],
      ['3 Provider missing', { Domain: 'shop.example.com', Api_key: 'k', Record_type: 'campaign' }, 3],
      ['4 Record_type missing', { Provider: 'cloudflare', Domain: 'shop.example.com', Api_key: 'k' }, 4],
      ['4 Record_type invalid', { Provider: 'cloudflare', Domain: 'shop.example.com', Api_key: 'k', Record_type: 'mx' }, 4],
      ['5 Api_secret missing', { Provider: 'godaddy', Domain: 'shop.example.com', Api_key: 'k', Record_type: 'campaign' }, 5],
      ['6 Api_user missing', { Provider: 'namecheap', Domain: 'shop.example.com', Api_key: 'k', Username: 'u', Record_type: 'campaign' }, 6],
      ['7 Username missing', { Provider: 'namecheap', Domain: 'shop.example.com', Api_key: 'k', Api_user: 'u', Record_type: 'campaign' }, 7],
      ['8 unsupported provider', { Provider: 'Route53', Domain: 'shop.example.com', Api_key: 'k', Record_type: 'campaign' }, 8],
      ['9 not a domain', { Provider: 'cloudflare', Domain: 'not a domain', Api_key: 'k', Record_type: 'campaign' }, 9],
    ])('dns.set %s', async (_name, params, code) => {
      const res = await set(params, format);
      expect(res.status).toBe(200);
      expect(v1Code(res)).toBe(code);
    });

    it('dns.set takes a session only: an API key is refused', async () => {
      const res = await u.v1('POST', 'dns.set', { Provider: 'cloudflare', Domain: 'shop.example.com', Api_key: 'k', Record_type: 'campaign' }, format);
      expect(v1Code(res)).toBe(99998);
    });
  });

  withFakeProviders('against the providers’ APIs (fakes of this run)', () => {
    const zone = async (provider: string, name: string): Promise<FakeDnsRecord[]> =>
      (await fetch(`${fakeProviders}/_zones/${provider}/${name}`)).json() as Promise<FakeDnsRecord[]>;

    describe.each(FORMATS)('%s', (format) => {
      it.each(Object.entries(FAKE_DNS_CREDENTIALS))('%s: dns.authorize success, 4 refused, 9 unreachable', async (provider, good) => {
        const Domain = 'shop-e2e.example';
        expect(ok((await authorize({ Provider: provider, Domain, ...good }, format)).body)).toBe(true);
        expect(v1Code(await authorize({ Provider: provider, Domain, ...good, Api_key: 'wrong' }, format))).toBe(4);
        expect(v1Code(await authorize({ Provider: provider, Domain: 'unknown-zone.example', ...good }, format))).toBe(4);
        const broken = await authorize({ Provider: provider, Domain, ...good, Api_key: FAKE_DNS_BROKEN_KEY }, format);
        expect(v1Code(broken)).toBe(9);
        expect(broken.status).toBe(200);
      });

      it.each(Object.entries(FAKE_DNS_CREDENTIALS))(
        '%s: dns.set writes the sender domain’s records; 9 refused or not a sender domain, 10 unreachable',
        async (provider, good) => {
          const { name, reply } = await addDomain(u);
          // the fakes' GoDaddy and Namecheap hold two-label domains only: the zone is the sender domain's parent there
          const params = { Provider: provider, Domain: name, Record_type: 'email-gateway', ...good };
          const res = await set(params, format);
          expect(ok(res.body)).toBe(true);
          const zoneName = provider === 'cloudflare' ? name : name.split('.').slice(-2).join('.');
          const written = await zone(provider, zoneName);
          for (const r of reply.Domain.DNSRecords as { Type: string; Name: string; Value: string }[])
            expect(written).toContainEqual(expect.objectContaining({ type: r.Type, name: r.Name, value: r.Value }));

          expect(v1Code(await set({ ...params, Domain: `other-${name}` }, format))).toBe(9);
          expect(v1Code(await set({ ...params, Api_key: 'wrong' }, format))).toBe(9);
          expect(v1Code(await set({ ...params, Api_key: FAKE_DNS_BROKEN_KEY }, format))).toBe(10);
        },
      );
    });
  });
});
