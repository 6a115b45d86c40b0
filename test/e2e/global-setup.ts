/* eslint-disable @typescript-eslint/no-require-imports */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * Boots the whole suite once for the e2e run (fresh database, in-process bus unless NATS_URL is
 * set) and hands its URL to the test workers through the environment. With E2E_BASE_URL set
 * (the distributed CI run) it only checks that the admin key is known.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    if (!process.env.E2E_ADMIN_API_KEY) throw new Error('E2E_BASE_URL needs E2E_ADMIN_API_KEY');
    return;
  }
  const root = resolve(__dirname, '../..');
  if (!process.env.E2E_SKIP_BUILD)
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });

  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'silent';
  process.env.ADMIN_API_KEY ??= `e2e-admin-${randomBytes(12).toString('hex')}`;
  process.env.ADMIN_PASSWORD ??= `e2e-${randomBytes(8).toString('hex')}`;
  process.env.DATA_DIR ??= resolve(root, '.data/test');
  process.env.DEV_SMTP_PORT ??= '0';
  process.env.OPS_PORT ??= '0';
  process.env.MAIL_INBOX_PORT ??= '0';
  process.env.BOUNCE_SMTP_PORT ??= '0';
  process.env.GATEWAY_SMTP_PORT ??= '0';
  process.env.GATEWAY_BOUNCE_SMTP_PORT ??= '0';
  // a failing webhook receiver gets its retries within seconds (1, 2, 4 s … instead of 30, 60, 120 s …)
  process.env.GATEWAY_WEBHOOK_RETRY_BASE_SECONDS ??= '1';

  // user-given URLs (email Import) may reach the tests' own receivers on 127.0.0.1, and nothing else private
  process.env.OUTBOUND_HTTP_ALLOW_IPS ??= '127.0.0.1';

  const { createScratchDatabase, startEmbeddedPostgres, stopEmbeddedPostgres } = require('@mail/db') as typeof import('@mail/db');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopEmbeddedPostgres().finally(() => process.exit(130)));
  // a fixed port below the kernel's ephemeral range (32768+), so no outgoing connection can be holding it
  const serverUrl = process.env.DATABASE_URL ?? (await startEmbeddedPostgres({ port: Number(process.env.E2E_PG_PORT ?? 25439), database: 'postgres' }));
  const database = await createScratchDatabase(serverUrl, 'e2e');
  process.env.E2E_SERVER_DATABASE_URL = serverUrl;
  process.env.DATABASE_URL = database.url;

  // dns.authorize and dns.set reach fake provider APIs of this run (test/e2e/gateway/gateway-dns.e2e-spec.ts)
  if (!process.env.GATEWAY_DNS_CLOUDFLARE_API_URL && !process.env.GATEWAY_DNS_GODADDY_API_URL && !process.env.GATEWAY_DNS_NAMECHEAP_API_URL) {
    const { startFakeDnsProviders } = require('@mail/testing') as typeof import('@mail/testing');
    const providers = await startFakeDnsProviders();
    process.env.GATEWAY_DNS_CLOUDFLARE_API_URL = providers.urls.cloudflare;
    process.env.GATEWAY_DNS_GODADDY_API_URL = providers.urls.godaddy;
    process.env.GATEWAY_DNS_NAMECHEAP_API_URL = providers.urls.namecheap;
    process.env.GATEWAY_DNS_NAMECHEAP_CLIENT_IP ??= '203.0.113.7';
    process.env.E2E_FAKE_DNS_PROVIDERS_URL = providers.base;
    (globalThis as Record<string, unknown>).__E2E_FAKE_DNS_PROVIDERS__ = providers;
  }

  const { bootSuite } = require('@mail/suite') as typeof import('@mail/suite');
  const suite = await bootSuite({ port: 0, host: '127.0.0.1' });
  process.env.E2E_BASE_URL = suite.url;
  // the suite's one ops server (/livez, /readyz, /metrics): test/e2e/foundation/metrics.e2e-spec.ts scrapes it
  if (suite.ops) process.env.E2E_OPS_URL = suite.ops.url;
  process.env.E2E_ADMIN_API_KEY = process.env.ADMIN_API_KEY;
  process.env.E2E_DATABASE = database.name;
  if (suite.mail.inboxUrl) process.env.E2E_MAIL_INBOX_URL = suite.mail.inboxUrl;
  // where delivery reports reach this suite's campaigns (BOUNCE_SMTP_PORT=0 picks the port at boot)
  const { BounceSmtpServer } = require('@mail/campaigns') as typeof import('@mail/campaigns');
  const bouncePort = suite.app.get(BounceSmtpServer, { strict: false }).port;
  if (bouncePort) process.env.E2E_BOUNCE_SMTP_PORT = String(bouncePort);
  const { ReportSmtpEndpoint } = require('@mail/gateway') as typeof import('@mail/gateway');
  const gatewayBouncePort = suite.app.get(ReportSmtpEndpoint, { strict: false }).port;
  if (gatewayBouncePort) process.env.E2E_GATEWAY_BOUNCE_SMTP_PORT = String(gatewayBouncePort);
  (globalThis as Record<string, unknown>).__E2E_SUITE__ = suite;
}
