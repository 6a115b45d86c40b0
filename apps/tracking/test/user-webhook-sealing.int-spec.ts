import { bootService, type ServiceHarness } from '@mail/testing';

import { TrackingModule } from '../src';
import { newHashedId } from '../src/user-webhooks/hashed-id';
import { UserWebhookRepository } from '../src/user-webhooks/user-webhook.repository';
import { UserWebhookSealer } from '../src/user-webhooks/user-webhook-sealer';

/** A HashedID stored in plaintext before it was hashed and sealed (issue 24, item 12), as the migration leaves it. */
describe('tracking: user webhook HashedIDs stored before sealing (real PostgreSQL)', () => {
  let h: ServiceHarness;
  beforeAll(async () => {
    h = await bootService(TrackingModule, { service: 'tracking' });
  });
  afterAll(() => h.stop());

  it('are sealed at boot, still found by the hash the migration computed, and read back as they were', async () => {
    const userId = 8_000_000 + Math.floor(Math.random() * 1_000_000);
    const hashedId = newHashedId();
    // the migration's own hash expression, on the plaintext an older version stored
    const [{ id }] = await h.db.query<{ id: number }>(
      `INSERT INTO "tracking"."user_webhook" ("user_id", "list_id", "name", "event", "hashed_id_sealed", "hashed_id_sha256")
       VALUES ($1, 1, 'old', 'Subscription', $2, encode(sha256(convert_to($2, 'UTF8')), 'hex')) RETURNING "id"::int AS "id"`,
      [userId, hashedId],
    );
    await h.get(UserWebhookSealer).onApplicationBootstrap();
    const [row] = await h.db.query<Record<string, unknown>>(`SELECT * FROM "tracking"."user_webhook" WHERE "id" = $1`, [id]);
    expect(JSON.stringify(row)).not.toContain(hashedId);
    const webhooks = h.get(UserWebhookRepository);
    expect(await webhooks.byHashedId(hashedId)).toMatchObject({ id, user_id: userId });
    expect((await webhooks.findOwned(userId, id))?.hashed_id).toBe(hashedId);
  });
});
