/* eslint-disable @typescript-eslint/no-explicit-any -- command replies are untyped */
import type { INestMicroservice } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { type BusReply, type CommandSpec, commandsOf, Queries } from '@mail/contracts';

import { DeliveryScheduler } from '../src/delivery/delivery-scheduler';
import { deliveryTestbed } from './delivery-testbed';
import { until } from '@mail/testing';

import { campaignRow, listWith, readyCampaign } from './delivery-fixtures';

const ENV: Record<string, string> = {
  PUBLIC_BASE_URL: 'https://mail.test',
  BOUNCE_DOMAIN: 'bounce.test',
  DELIVERY_BATCH_SIZE: '4',
  JOBS_POLLING_INTERVAL_SECONDS: '0.5',
  JOBS_SHUTDOWN_TIMEOUT_MS: '1500',
  // one of AutoResendWaitDays' days is an hour here: the test checks the planned time, then brings the job forward
  AUTO_RESEND_SECONDS_PER_DAY: '3600',
};
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('A/B testing and auto-resend (campaigns and lists on the in-process bus, real PostgreSQL, a real SMTP server)', () => {
  const bed = deliveryTestbed('ab_resend_int', ENV);
  const { h, sink, delivered } = bed;
  let app: INestMicroservice;
  let db: DataSource;
  beforeAll(() => ({ app, db } = bed));
  let userSeq = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  const newUser = () => ++userSeq;

  /** a campaigns command over the bus, as the edge sends it */
  const command = async (name: string, params: Record<string, unknown>, userId: number): Promise<BusReply<Record<string, any>>> => {
    const spec = commandsOf('campaigns').find((c: CommandSpec) => c.name === name)!;
    const lowered = Object.fromEntries(Object.entries(params).map(([k, v]) => [k.toLowerCase(), v]));
    return h.bus.request(spec.subject, {
      command: spec.name,
      params: lowered,
      auth: { kind: 'user', userId, via: 'apikey', permissions: '*' },
      requestId: 'test',
      meta: { ip: '10.0.0.1' },
    });
  };
  const ok = async (name: string, params: Record<string, unknown>, userId: number) => {
    const reply = await command(name, params, userId);
    if (!reply.ok) throw new Error(`${name} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };
  const codeOf = async (name: string, params: Record<string, unknown>, userId: number) => {
    const reply = await command(name, params, userId);
    return reply.ok ? 0 : (reply as any).failure.errors[0].code;
  };
  const email = async (userId: number, subject: string, html: string): Promise<number> => {
    const [{ id }] = await db.query(
      `INSERT INTO "campaigns"."email" ("user_id", "name", "subject", "from_name", "from_email", "html_content", "content_type")
       VALUES ($1, 'e', $2, 'Shop', 'news@shop.test', $3, 'HTML') RETURNING "id"`,
      [userId, subject, html],
    );
    return Number(id);
  };
  const start = async (campaignId: number) => expect(await app.get(DeliveryScheduler).startNow(campaignId)).toBe(1);
  const sent = async (campaignId: number) =>
    until(
      async () => (await campaignRow(db, campaignId)).status,
      (status) => status === 'Sent',
      `campaign ${campaignId} Sent`,
      30_000,
    );
  /** the message's own open pixel, fetched by a person's mail client */
  const open = async (html: string) => {
    const token = /src="https:\/\/mail\.test\/t\/o\/([^"]+)"/.exec(html)![1];
    const reply = await h.bus.request<BusReply<{ status: number }>>(Queries.CampaignsTrack.subject, {
      method: 'GET',
      params: { kind: 'o', token },
      query: {},
      body: '',
      contentType: '',
      ip: '203.0.113.7',
      userAgent: BROWSER,
      headers: {},
      requestId: 'test',
    });
    expect(reply.ok && reply.body.status).toBe(200);
  };

  it('checks ABTesting on Campaign.Update: the vendor codes, the caller’s emails (19), every encoding', async () => {
    const user = newUser();
    const other = newUser();
    const a = await email(user, 'A', '<p>a</p>');
    const b = await email(user, 'B', '<p>b</p>');
    const foreign = await email(other, 'X', '<p>x</p>');
    const { CampaignID } = await ok('Campaign.Create', { CampaignName: 'ab' }, user);
    const update = (ab: unknown) => codeOf('Campaign.Update', { CampaignID, ABTesting: ab }, user);
    expect(await update('{not json')).toBe(17);
    expect(await update({ Tests: [] })).toBe(18);
    expect(await update({ Variations: [{ EmailID: a, Weight: 1 }] })).toBe(21);
    expect(await update({ Variations: [{ EmailID: a }, { EmailID: b, Weight: 1 }] })).toBe(23);
    expect(
      await update({
        Variations: [
          { EmailID: a, Weight: 'heavy' },
          { EmailID: b, Weight: 1 },
        ],
      }),
    ).toBe(24);
    expect(
      await update({
        Variations: [
          { EmailID: a, Weight: 1 },
          { EmailID: b, Weight: 200 },
        ],
      }),
    ).toBe(25);
    expect(
      await update({
        Variations: [
          { EmailID: a, Weight: 1 },
          { EmailID: foreign, Weight: 1 },
        ],
      }),
    ).toBe(19);
    expect((await ok('Campaign.Get', { CampaignID }, user)).Campaign.ABTesting).toEqual([]);

    expect(
      await update(
        JSON.stringify({
          variations: [
            { emailid: a, weight: 70 },
            { emailid: b, weight: 30 },
          ],
        }),
      ),
    ).toBe(0);
    expect((await ok('Campaign.Get', { CampaignID }, user)).Campaign.ABTesting).toEqual({
      Variations: [
        { EmailID: a, Weight: 70 },
        { EmailID: b, Weight: 30 },
      ],
    });
    // bracket form fields arrive as nested objects with index keys
    expect(await update({ variations: { '0': { emailid: String(b), weight: '1' }, '1': { emailid: String(a), weight: '3' } } })).toBe(0);
    expect((await ok('Campaign.Get', { CampaignID }, user)).Campaign.ABTesting.Variations.map((v: any) => v.EmailID)).toEqual([b, a]);
    expect(await update('none')).toBe(0);
    expect((await ok('Campaign.Get', { CampaignID }, user)).Campaign.ABTesting).toEqual([]);
  });

  it('splits the audience by weight, records each recipient’s variation, sends its email and counts its events', async () => {
    const user = newUser();
    const people = Array.from({ length: 10 }, (_, i) => ({ email: `p${i}@ab.test` }));
    const list = await listWith(h, user, 'ab', people);
    const campaignId = await readyCampaign(db, user, { subject: 'Base', html: '<p>base</p>' }, { include: `${list}:0` });
    const a = await email(user, 'Variant A for %Subscriber:EmailAddress%', '<p>Version A</p><a href="https://shop.test/a">A</a>');
    const b = await email(user, 'Variant B', '<p>Version B</p><a href="https://shop.test/b">B</a>');
    await ok(
      'Campaign.Update',
      {
        CampaignID: campaignId,
        ABTesting: {
          Variations: [
            { EmailID: a, Weight: 60 },
            { EmailID: b, Weight: 40 },
          ],
        },
      },
      user,
    );

    await start(campaignId);
    await sent(campaignId);

    const rows: { email_address: string; subscriber_id: string; variation: number; email_id: string }[] = await db.query(
      `SELECT "email_address", "subscriber_id", "variation", "email_id" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 ORDER BY "id"`,
      [campaignId],
    );
    expect(rows.filter((r) => r.variation === 0)).toHaveLength(6);
    expect(rows.filter((r) => r.variation === 1)).toHaveLength(4);
    for (const row of rows) {
      const [message] = sink.to(row.email_address);
      const mail = await sink.parse(message);
      expect([row.email_address, Number(row.email_id), mail.subject]).toEqual([
        row.email_address,
        row.variation === 0 ? a : b,
        row.variation === 0 ? `Variant A for ${row.email_address}` : 'Variant B',
      ]);
      expect(mail.html).toContain(row.variation === 0 ? 'Version A' : 'Version B');
    }
    // EmailsDelivered names the email each recipient was sent (activity keys on it): one event per email of a batch
    type Delivered = { campaignId?: number; emailId: number; subscriberIds: number[] };
    const events = await until(
      () => delivered.map((e) => e.payload as Delivered).filter((p) => p.campaignId === campaignId),
      (mine) => mine.flatMap((p) => p.subscriberIds).length >= 10,
      'EmailsDelivered events',
    );
    for (const row of rows) {
      const event = events.find((p) => p.subscriberIds.includes(Number(row.subscriber_id)))!;
      expect(event.emailId).toBe(Number(row.email_id));
    }
    const readers = rows.filter((r) => r.variation === 1).slice(0, 2);
    for (const reader of readers) await open((await sink.parse(sink.to(reader.email_address)[0])).html as string);
    await open((await sink.parse(sink.to(readers[0].email_address)[0])).html as string);

    const { Campaign } = await ok('Campaign.Get', { CampaignID: campaignId, SplitABTestStatistics: true }, user);
    expect(Campaign.SplitABTestStatistics).toEqual([
      expect.objectContaining({ Variation: 1, EmailID: a, Weight: 60, Percentage: '60.00', TotalSent: 6, UniqueOpens: 0, TotalOpens: 0, OpenRatio: '0.00' }),
      expect.objectContaining({ Variation: 2, EmailID: b, Weight: 40, Percentage: '40.00', TotalSent: 4, UniqueOpens: 2, TotalOpens: 3, OpenRatio: '50.00' }),
    ]);
  });

  it('resends to the non-openers AutoResendWaitDays after the send, with AutoResendSubject and PreHeaderText, linked both ways', async () => {
    const user = newUser();
    const people = ['reader', 'clicker', 'leaver', 'sleeper', 'dozer'].map((n) => ({ email: `${n}@resend.test` }));
    const list = await listWith(h, user, 'resend', people);
    const campaignId = await readyCampaign(
      db,
      user,
      { subject: 'Spring sale', html: '<p>Sale for %Subscriber:EmailAddress%</p><a href="https://shop.test/sale">Shop</a>' },
      { include: `${list}:0` },
    );
    expect(await codeOf('Campaign.Update', { CampaignID: campaignId, AutoResendEnabled: 'true', AutoResendWaitDays: 2 }, user)).toBe(15);
    await ok(
      'Campaign.Update',
      {
        CampaignID: campaignId,
        AutoResendEnabled: 'true',
        AutoResendWaitDays: 2,
        AutoResendSubject: 'Last call, %Subscriber:EmailAddress%',
        AutoResendPreHeaderText: 'Ends tonight',
      },
      user,
    );

    await start(campaignId);
    await sent(campaignId);
    const [job] = await db.query(
      `SELECT "id", "start_after", (SELECT "send_finished_at" FROM "campaigns"."campaign" WHERE "id" = $1) AS "finished"
       FROM "campaigns_jobs"."job" WHERE "name" = 'campaigns.auto-resend' AND "data"->>'campaignId' = $1::text`,
      [campaignId],
    );
    // 2 days of AUTO_RESEND_SECONDS_PER_DAY after the original finished
    expect(Math.abs(new Date(job.start_after).getTime() - new Date(job.finished).getTime() - 2 * 3600_000)).toBeLessThan(5_000);
    expect((await ok('Campaign.Get', { CampaignID: campaignId }, user)).Campaign.AutoResendCampaign).toEqual([]);

    const html = async (name: string) => (await sink.parse(sink.to(`${name}@resend.test`)[0])).html as string;
    await open(await html('reader'));
    // a click within 10 s of the hand-over is a link scanner's: this reader clicks a minute after it arrived
    await db.query(`UPDATE "campaigns"."recipient" SET "sent_at" = "sent_at" - interval '1 minute' WHERE "campaign_id" = $1`, [campaignId]);
    const click = /href="(https:\/\/mail\.test\/t\/c\/[^"]+)"/.exec(await html('clicker'))![1];
    const clicked = await h.bus.request<BusReply<{ status: number }>>(Queries.CampaignsTrack.subject, {
      method: 'GET',
      params: { kind: 'c', token: click.split('/t/c/')[1] },
      query: {},
      body: '',
      contentType: '',
      ip: '203.0.113.7',
      userAgent: BROWSER,
      headers: {},
      requestId: 'test',
    });
    expect(clicked.ok && clicked.body.status).toBe(302);
    await h.lists('Subscriber.Unsubscribe', { ListID: list, IPAddress: '10.0.0.2', EmailAddress: 'leaver@resend.test' }, user);

    // the wait is over
    await db.query(`UPDATE "campaigns_jobs"."job" SET "start_after" = now() WHERE "id" = $1`, [job.id]);
    const childId = await until(
      async () => {
        const [row] = await db.query(`SELECT "id" FROM "campaigns"."campaign" WHERE "parent_campaign_id" = $1`, [campaignId]);
        return row ? Number(row.id) : undefined;
      },
      (id) => id !== undefined,
      'the auto-resend campaign',
    ).then(Number);
    await sent(childId);

    for (const name of ['reader', 'clicker', 'leaver']) expect([name, sink.to(`${name}@resend.test`).length]).toEqual([name, 1]);
    for (const name of ['sleeper', 'dozer']) {
      const messages = sink.to(`${name}@resend.test`);
      expect([name, messages.length]).toEqual([name, 2]);
      const resend = await sink.parse(messages[1]);
      expect(resend.subject).toBe(`Last call, ${name}@resend.test`);
      expect(resend.html).toContain('Ends tonight');
      expect(resend.html).toContain(`Sale for ${name}@resend.test`);
    }

    const parent = (await ok('Campaign.Get', { CampaignID: campaignId }, user)).Campaign;
    expect(parent.AutoResendCampaign).toMatchObject({ CampaignID: childId, CampaignStatus: 'Sent', TotalSent: 2, OriginalCampaignID: campaignId });
    expect(parent).not.toHaveProperty('ParentCampaign');
    const child = (await ok('Campaign.Get', { CampaignID: childId }, user)).Campaign;
    expect(child).toMatchObject({ EmailSubject: 'Last call, %Subscriber:EmailAddress%', ParentCampaign: { CampaignID: campaignId }, AutoResendCampaign: [] });
    const listed = async (extra: Record<string, unknown>) =>
      (await ok('Campaigns.Get', { RetrieveStatistics: false, ...extra }, user)).Campaigns.map((c: any) => c.CampaignID);
    expect(await listed({})).toEqual([campaignId]);
    expect((await listed({ Include_AutoResend: 1 })).sort()).toEqual([campaignId, childId].sort());

    // Campaigns.Delete takes the resend along
    await ok('Campaigns.Delete', { Campaigns: String(campaignId) }, user);
    expect(await db.query(`SELECT 1 FROM "campaigns"."campaign" WHERE "id" = ANY($1::bigint[])`, [[campaignId, childId]])).toEqual([]);
  });
});
