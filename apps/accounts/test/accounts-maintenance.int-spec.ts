import { randomUUID } from 'node:crypto';

import { JobQueue } from '@mail/jobs';
import { bootService, type ServiceHarness, waitFor } from '@mail/testing';

import { AccountsModule } from '../src';
import { ACCOUNTS_MAINTENANCE_CRON, AccountsMaintenance } from '../src/maintenance/accounts-maintenance.job';

describe('accounts maintenance as a cron job (real PostgreSQL)', () => {
  let harness: ServiceHarness;
  beforeAll(async () => {
    harness = await bootService(AccountsModule, { service: 'accounts' });
  });
  afterAll(() => harness.stop());

  it('is scheduled once in accounts_jobs (not a timer per replica)', async () => {
    const schedules = await harness.get(JobQueue).schedules();
    expect(schedules.filter((s) => s.queue === AccountsMaintenance.queue)).toEqual([
      { queue: 'accounts.maintenance', cron: ACCOUNTS_MAINTENANCE_CRON, timezone: 'UTC', payload: {} },
    ]);
  });

  it('purges long-expired sessions when the job runs, and records its completion', async () => {
    const [admin] = await harness.db.query<{ id: number }>(`SELECT "id" FROM "accounts"."administrator" ORDER BY "id" LIMIT 1`);
    const stale = randomUUID();
    const fresh = randomUUID();
    await harness.db.query(
      `INSERT INTO "accounts"."session" ("id", "token_hash", "admin_id", "expires_at") VALUES
         ($1::uuid, $1::text, $3, now() - interval '400 days'), ($2::uuid, $2::text, $3, now() + interval '1 day')`,
      [stale, fresh, admin.id],
    );
    await harness.db.query(
      `INSERT INTO "accounts"."reset_token" ("scope", "principal_id", "token_hash", "expires_at") VALUES
         ('admin', $1, $2, now() - interval '1 minute'), ('admin', $1 + 1000000, $3, now() + interval '1 hour')`,
      [admin.id, `expired-${stale}`, `live-${fresh}`],
    );
    const queue = harness.get(JobQueue);
    const id = (await queue.send(AccountsMaintenance, {}))!;
    const state = await waitFor(
      async () => {
        const now = (await queue.status(AccountsMaintenance, id))?.state;
        return (now === 'completed' || now === 'failed') && now;
      },
      { what: `maintenance job ${id} to finish`, timeoutMs: 20_000 },
    );
    expect(state).toBe('completed');
    const left = await harness.db.query<{ id: string }>(`SELECT "id" FROM "accounts"."session" WHERE "id" IN ($1, $2)`, [stale, fresh]);
    expect(left.map((r) => r.id)).toEqual([fresh]);
    const tokens = await harness.db.query<{ token_hash: string }>(`SELECT "token_hash" FROM "accounts"."reset_token" WHERE "token_hash" IN ($1, $2)`, [
      `expired-${stale}`,
      `live-${fresh}`,
    ]);
    expect(tokens.map((r) => r.token_hash)).toEqual([`live-${fresh}`]);
  });
});
