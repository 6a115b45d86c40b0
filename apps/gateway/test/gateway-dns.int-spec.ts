import { NO_USER_LIMITS, Queries } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { resetGuardedAgents } from '@mail/outbound-http';
import {
  bootService,
  FAKE_DNS_BROKEN_KEY,
  FAKE_DNS_CREDENTIALS,
  type FakeDnsProviders,
  type ReplyBody,
  type ServiceHarness,
  startFakeDnsProviders,
} from '@mail/testing';

import { GatewayModule } from '../src';
import { CloudflareAdapter } from '../src/dns/providers/cloudflare.adapter';
import { GoDaddyAdapter } from '../src/dns/providers/godaddy.adapter';
import { NamecheapAdapter } from '../src/dns/providers/namecheap.adapter';
import { readGatewayConfig } from '../src/gateway.config';
import { startFakeDns } from './local-servers';

/**
 * DNS automation against servers of the test's own: dns.provider asks a real DNS server (dns2) for NS records through
 * GATEWAY_DNS_SERVERS; the adapters talk HTTP to a fake of the three providers' APIs (through the SSRF guard, which
 * lets 127.0.0.1 through only because OUTBOUND_HTTP_ALLOW_IPS says so).
 */
describe('gateway: dns.provider, dns.authorize and dns.set (real DNS server, fake provider APIs, PostgreSQL)', () => {
  const saved = { ...process.env };
  const user = 6_000_000 + Math.floor(Math.random() * 1_000_000);
  let scratch: ScratchDatabase;
  let dns: Awaited<ReturnType<typeof startFakeDns>>;
  let fake: FakeDnsProviders;
  let h: ServiceHarness;

  const call = async (command: string, params: Record<string, unknown>): Promise<{ body: ReplyBody; code?: number; message?: string }> => {
    const reply = await h.call(command, params, { kind: 'user', userId: user, via: 'session', permissions: '*' });
    if (!reply.ok && !('failure' in reply)) throw new Error(JSON.stringify(reply));
    return reply.ok ? { body: reply.body } : { body: {}, code: reply.failure.errors[0].code, message: reply.failure.errors[0].message };
  };

  beforeAll(async () => {
    [dns, fake] = await Promise.all([startFakeDns(), startFakeDnsProviders()]);
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'gateway_dns_int');
    Object.assign(process.env, {
      DATABASE_URL: scratch.url,
      GATEWAY_DNS_SERVERS: dns.address,
      GATEWAY_SPF_INCLUDE: '_spf.gateway.test',
      GATEWAY_RETURN_PATH_HOST: 'bounces.gateway.test',
      PUBLIC_BASE_URL: 'https://mail.gateway.test',
      OUTBOUND_HTTP_ALLOW_IPS: '127.0.0.1',
      GATEWAY_DNS_CLOUDFLARE_API_URL: fake.urls.cloudflare,
      GATEWAY_DNS_GODADDY_API_URL: fake.urls.godaddy,
      GATEWAY_DNS_NAMECHEAP_API_URL: fake.urls.namecheap,
      GATEWAY_DNS_NAMECHEAP_CLIENT_IP: '203.0.113.7',
    });
    resetGuardedAgents();
    h = await bootService(GatewayModule, { service: 'gateway' });
    await h.bus.handle(Queries.UserLimits.subject, 'accounts', async () => ({
      ok: true,
      body: { userId: user, userGroupId: 1, reputationLevel: 'Trusted', limits: NO_USER_LIMITS, defaultSenderDomain: '' },
    }));
  });
  afterAll(async () => {
    await h?.stop();
    await Promise.all([dns?.close(), fake?.close()]);
    process.env = saved;
    resetGuardedAgents();
    if (scratch) await dropScratchDatabase(scratch);
  });

  it('dns.provider names the provider of the NS records of the domain or its closest parent; 2 otherwise', async () => {
    dns.ns.set('shop.test', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    dns.ns.set('godaddy.test', ['ns51.domaincontrol.com', 'ns52.domaincontrol.com']);
    dns.ns.set('elsewhere.test', ['ns1.example.net']);
    expect((await call('dns.provider', { Domain: 'shop.test' })).body).toEqual({ provider: 'cloudflare' });
    expect((await call('dns.provider', { Domain: 'Mail.Shop.Test.' })).body).toEqual({ provider: 'cloudflare' });
    expect((await call('dns.provider', { Domain: 'godaddy.test' })).body).toEqual({ provider: 'godaddy' });
    expect(await call('dns.provider', { Domain: 'elsewhere.test' })).toMatchObject({ code: 2, message: expect.stringContaining('ns1.example.net') });
    expect(await call('dns.provider', { Domain: 'nothing.test' })).toMatchObject({ code: 2, message: expect.stringContaining('no NS records') });
    expect((await call('dns.provider', { Domain: 'not a domain' })).code).toBe(2);
  });

  it('adapters: the request shape of each provider', async () => {
    fake.requests.length = 0;
    const records = [{ type: 'TXT', name: 'shape.test', value: 'v=spf1 include:_spf.gateway.test ~all' }];
    const { dns } = readGatewayConfig();
    await new CloudflareAdapter(dns).write('shape.test', records, { apiKey: 'cf-token' });
    await new GoDaddyAdapter(dns).write('shape.test', records, { apiKey: 'gd-key', apiSecret: 'gd-secret' });
    await new NamecheapAdapter(dns).write('shape.test', records, { apiKey: 'nc-key', apiUser: 'nc-user', username: 'nc-user' });
    const shapes = fake.requests.map((r) => [r.provider, r.method, r.path]);
    expect(shapes).toEqual([
      ['cloudflare', 'GET', '/cloudflare/client/v4/zones?name=shape.test'],
      ['cloudflare', 'GET', '/cloudflare/client/v4/zones/z.shape.test/dns_records?type=TXT&name=shape.test'],
      ['cloudflare', 'POST', '/cloudflare/client/v4/zones/z.shape.test/dns_records'],
      ['godaddy', 'GET', '/godaddy/v1/domains/shape.test'],
      ['godaddy', 'GET', '/godaddy/v1/domains/shape.test/records/TXT/%40'],
      ['godaddy', 'PUT', '/godaddy/v1/domains/shape.test/records/TXT/%40'],
      ['namecheap', 'POST', '/namecheap/xml.response'],
      ['namecheap', 'POST', '/namecheap/xml.response'],
    ]);
    const [cfPost, gdPut, ncSet] = [fake.requests[2], fake.requests[5], fake.requests[7]];
    expect(cfPost.headers.authorization).toBe('Bearer cf-token');
    expect(JSON.parse(cfPost.body)).toEqual({ type: 'TXT', name: 'shape.test', content: 'v=spf1 include:_spf.gateway.test ~all', ttl: 1 });
    expect(gdPut.headers.authorization).toBe('sso-key gd-key:gd-secret');
    expect(JSON.parse(gdPut.body)).toEqual([{ data: 'v=spf1 include:_spf.gateway.test ~all', ttl: 3600 }]);
    expect(Object.fromEntries(new URLSearchParams(ncSet.body))).toEqual({
      ApiUser: 'nc-user',
      ApiKey: 'nc-key',
      UserName: 'nc-user',
      ClientIp: '203.0.113.7',
      Command: 'namecheap.domains.dns.setHosts',
      SLD: 'shape',
      TLD: 'test',
      EmailType: 'FWD',
      HostName1: '@',
      RecordType1: 'TXT',
      Address1: 'v=spf1 include:_spf.gateway.test ~all',
      TTL1: '1800',
    });
  });

  it.each(Object.entries(FAKE_DNS_CREDENTIALS))(
    '%s: dns.authorize 4 / 9, dns.set writes the email-gateway records over the old ones and keeps the rest',
    async (provider, good) => {
      const name = `${provider}-${user}.test`;
      expect((await call('dns.authorize', { Provider: provider, Domain: name, ...good })).body).toEqual({ success: true });
      expect((await call('dns.authorize', { Provider: provider, Domain: `unknown-${name}`, ...good })).code).toBe(4);
      expect((await call('dns.authorize', { Provider: provider, Domain: name, ...good, Api_key: 'wrong' })).code).toBe(4);
      expect((await call('dns.authorize', { Provider: provider, Domain: name, ...good, Api_key: FAKE_DNS_BROKEN_KEY })).code).toBe(9);

      const set = (params: Record<string, unknown>) => call('dns.set', { Provider: provider, Domain: name, Record_type: 'email-gateway', ...good, ...params });
      expect((await set({})).code).toBe(9); // not a sender domain yet
      const added = (await call('EmailGateway.AddDomain', { DomainName: name })).body;
      // what the zone held before: an SPF record to replace and a site verification to keep
      const verification = { type: 'TXT', name, value: 'site-verification=abc' };
      fake.zones.set(`${provider}/${name}`, [{ type: 'TXT', name, value: 'v=spf1 include:old.example ~all' }, verification]);
      expect((await set({ Record_type: 'Campaign' })).body.success).toBe(true);
      expect(await fetchZone(fake, provider, name)).toEqual(
        expect.arrayContaining([
          expect.objectContaining(verification),
          expect.objectContaining({ type: 'TXT', name, value: 'v=spf1 include:_spf.gateway.test ~all' }),
          expect.objectContaining({ type: 'CNAME', name: `track.${name}`, value: 'mail.gateway.test' }),
        ]),
      );
      const written = await set({});
      expect(written.body.success).toBe(true);
      const zone = await fetchZone(fake, provider, name);
      for (const r of added.Domain.DNSRecords as { Type: string; Name: string; Value: string }[])
        expect(zone).toContainEqual(expect.objectContaining({ type: r.Type, name: r.Name, value: r.Value }));
      const apexTxt = zone.filter((r) => r.type === 'TXT' && r.name === name).map((r) => r.value);
      expect(apexTxt.sort()).toEqual([verification.value, 'v=spf1 include:_spf.gateway.test ~all']);
      expect(zone).toContainEqual(expect.objectContaining({ type: 'CNAME', name: `track.${name}` }));

      expect((await set({ Api_key: 'wrong' })).code).toBe(9);
      expect((await set({ Api_key: FAKE_DNS_BROKEN_KEY })).code).toBe(10);
    },
  );
});

async function fetchZone(fake: FakeDnsProviders, provider: string, zone: string) {
  return fake.zones.get(`${provider}/${zone}`) ?? [];
}
