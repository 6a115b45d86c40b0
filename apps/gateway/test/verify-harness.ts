import { NO_USER_LIMITS, Queries } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ReplyBody, type ServiceHarness } from '@mail/testing';

import { GatewayModule } from '../src';
import { startFakeDns } from './local-servers';

export interface VerifyHarness {
  user: number;
  dns: Awaited<ReturnType<typeof startFakeDns>>;
  h: ServiceHarness;
  /** a command as the user: its body, or the code it failed with */
  call(command: string, params: Record<string, unknown>): Promise<{ body: ReplyBody; code?: number }>;
}

/**
 * The gateway on a scratch database with a DNS server of the test's own as its resolver, and accounts' UserLimits
 * answered with no limits: what the domain-verification int-specs share. Registers its own beforeAll/afterAll.
 */
export function verifyHarness(database: string, userBase: number): VerifyHarness {
  const saved = { ...process.env };
  let scratch: ScratchDatabase | undefined;
  const harness = { user: userBase + Math.floor(Math.random() * 1_000_000) } as VerifyHarness;
  harness.call = async (command, params) => {
    const reply = await harness.h.call(command, params, { kind: 'user', userId: harness.user, via: 'session', permissions: '*' });
    if (!reply.ok && !('failure' in reply)) throw new Error(JSON.stringify(reply));
    return reply.ok ? { body: reply.body } : { body: {}, code: reply.failure.errors[0].code };
  };

  beforeAll(async () => {
    harness.dns = await startFakeDns();
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, database);
    Object.assign(process.env, {
      DATABASE_URL: scratch.url,
      GATEWAY_DNS_SERVERS: harness.dns.address,
      GATEWAY_SPF_INCLUDE: '_spf.gateway.test',
      GATEWAY_RETURN_PATH_HOST: 'bounces.gateway.test',
    });
    harness.h = await bootService(GatewayModule, { service: 'gateway' });
    await harness.h.bus.handle(Queries.UserLimits.subject, 'accounts', async () => ({
      ok: true,
      body: { userId: harness.user, userGroupId: 1, reputationLevel: 'Trusted', limits: NO_USER_LIMITS, defaultSenderDomain: '' },
    }));
  }, 60_000);

  afterAll(async () => {
    await harness.h?.stop();
    await harness.dns?.close();
    process.env = saved;
    if (scratch) await dropScratchDatabase(scratch);
  }, 60_000);

  return harness;
}
