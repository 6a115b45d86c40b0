import { bootService, type ServiceHarness } from '@mail/testing';

import { ListsModule } from '../src';
import { WebsiteEventRetentionProcessor } from '../src/website-events/website-event-retention.processor';

describe(WebsiteEventRetentionProcessor.name, () => {
  let h: ServiceHarness;
  const user = 3_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    h = await bootService(ListsModule, { service: 'lists' });
  });
  afterAll(() => h.stop());

  const ok = async (command: string, params: Record<string, unknown>) => {
    const reply = await h.call(command, params, user);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body as Record<string, unknown>;
  };

  it('deletes the events whose whole UTC day is older than WEBSITE_EVENT_RETENTION_DAYS (365), as tracking drops its partitions', async () => {
    const listId = (await ok('List.Create', { subscriberlistname: 'retention' })).ListID;
    const subscriberId = (await ok('Subscriber.Create', { listid: listId, emailaddress: `r${user}@example.com` })).SubscriberID;
    const cut = `date_trunc('day', (now() at time zone 'utc') - interval '365 days')`;
    const at = {
      old: `${cut} - interval '30 days'`,
      lastSecondOfExpiredDay: `${cut} - interval '1 second'`,
      firstSecondOfKeptDay: cut,
      recent: `(now() at time zone 'utc')`,
    };
    for (const [event, created] of Object.entries(at))
      await h.db.query(`INSERT INTO "lists"."website_event" ("subscriber_id", "tracker_uuid", "event", "created_at") VALUES ($1, 'v', $2, ${created})`, [
        subscriberId,
        event,
      ]);

    expect((await h.get(WebsiteEventRetentionProcessor).run({})).deleted).toBeGreaterThanOrEqual(2);
    const left = await h.db.query<{ event: string }>(`SELECT "event" FROM "lists"."website_event" WHERE "subscriber_id" = $1 ORDER BY "created_at"`, [
      subscriberId,
    ]);
    expect(left.map((r) => r.event)).toEqual(['firstSecondOfKeptDay', 'recent']);
  });
});
