import { createScratchDatabase, dropScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { GatewayModule } from '../src';

export interface QueueOnlyGateway {
  h: ServiceHarness;
  /** a sender domain of the user, without keys (nothing is sent) */
  domainId: number;
  stop(): Promise<void>;
}

/**
 * The gateway on a scratch database of its own with its delivery loops and SMTP servers off: a test that plays the
 * workers itself (claims, settles, reports) against the real queue tables.
 */
export async function bootQueueOnlyGateway(name: string, userId: number, domainName: string): Promise<QueueOnlyGateway> {
  const saved = { ...process.env };
  const scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, name);
  Object.assign(process.env, { DATABASE_URL: scratch.url, GATEWAY_DELIVERY_LOOPS: '0', GATEWAY_SMTP_PORT: '0', GATEWAY_BOUNCE_SMTP_PORT: '0' });
  const h = await bootService(GatewayModule, { service: 'gateway' });
  const [domain] = await h.db.query<{ id: number }>(
    `INSERT INTO "gateway"."sender_domain" ("user_id", "name", "dkim_selector", "dkim_private_key", "dkim_public_key", "signing_key")
     VALUES ($1, $2, 's', '', '', '') RETURNING "id"::int AS "id"`,
    [userId, domainName],
  );
  return {
    h,
    domainId: domain.id,
    async stop() {
      await h.stop();
      process.env = saved;
      await dropScratchDatabase(scratch);
    },
  };
}
