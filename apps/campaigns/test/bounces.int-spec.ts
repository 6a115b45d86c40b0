import { createTransport } from 'nodemailer';

import { ActivityTypes, Queries, type PublicResponse } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { deliveryStatusReport, until } from '@mail/testing';

import { BounceAddresses } from '../src/bounces/bounce-address';
import { BounceSmtpServer } from '../src/bounces/bounce-smtp.server';
import { signWebhook } from '../src/bounces/webhook/webhook-signature';
import { CampaignStatistics } from '../src/statistics/campaign-statistics';
import { CampaignsHarness } from './campaigns-harness';
import { type SentCampaign, sentCampaign } from './campaign-fixture';

describe('bounces and complaints (campaigns + lists on the in-process bus, real PostgreSQL)', () => {
  const h = new CampaignsHarness();
  const user = 4_000_000 + Math.floor(Math.random() * 1_000_000);
  const sharedUrl = process.env.DATABASE_URL;
  /** the provider webhook's secret: campaigns reads it once, when the harness boots */
  const secret = 'webhook-secret-for-tests';
  let scratch: ScratchDatabase;
  let listId: number;
  let sent: SentCampaign;
  let verp: (index: number) => string;

  const sql = (text: string, params: unknown[] = []) => h.db.query(text, params);
  const sendDsn = async (to: string, raw: Buffer) => {
    const transport = createTransport({ host: '127.0.0.1', port: h.get(BounceSmtpServer).port, secure: false, ignoreTLS: true });
    try {
      return await transport.sendMail({ envelope: { from: '', to }, raw });
    } finally {
      transport.close();
    }
  };
  const counters = async () =>
    (await sql(`SELECT "total_hard_bounces" AS hard, "total_soft_bounces" AS soft FROM "campaigns"."campaign" WHERE "id" = $1`, [sent.campaignId]))[0];
  const subscriber = async (index: number) =>
    (await h.lists('Subscriber.Get', { ListID: listId, EmailAddress: sent.recipients[index].emailAddress }, user)).SubscriberInformation as Record<
      string,
      unknown
    >;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'bounces_int');
    process.env.DATABASE_URL = scratch.url;
    process.env.BOUNCE_WEBHOOK_SECRET = secret;
    await h.start();
    ({ ListID: listId } = (await h.lists('List.Create', { SubscriberListName: 'Bounces' }, user)) as { ListID: number });
    const subscribers = [];
    for (const name of ['hard', 'soft', 'complainer', 'hooked']) {
      const email = `${name}.${user}@example.net`;
      const { SubscriberID } = await h.lists('Subscriber.Create', { ListID: listId, EmailAddress: email }, user);
      subscribers.push({ id: Number(SubscriberID), email });
    }
    sent = await sentCampaign(sql, { userId: user, listId, subscribers, urls: [] });
    const addresses = h.get(BounceAddresses);
    verp = (index) => addresses.address('bounce.example.com', { campaignId: sent.campaignId, run: 1, recipientId: sent.recipients[index].recipientId });
  });
  afterAll(async () => {
    await h.stop();
    delete process.env.BOUNCE_WEBHOOK_SECRET;
    process.env.DATABASE_URL = sharedUrl;
    await dropScratchDatabase(scratch);
  });

  it('refuses mail for anything but a genuine bounce address', async () => {
    await expect(sendDsn('bounces+nope@bounce.example.com', deliveryStatusReport('x', 'x@example.net', '5.1.1'))).rejects.toThrow(/550/);
    await expect(sendDsn(verp(0).replace('bounces+o.', 'bounces+c.'), deliveryStatusReport('x', 'x@example.net', '5.1.1'))).rejects.toThrow(/550/);
  });

  it('a DSN over SMTP records a hard bounce: counters, recipient, event, and the subscriber in lists', async () => {
    const info = await sendDsn(verp(0), deliveryStatusReport(verp(0), sent.recipients[0].emailAddress, '5.1.1'));
    expect(info.accepted).toEqual([verp(0)]);
    expect(await counters()).toEqual({ hard: 1, soft: 0 });
    const [recipient] = await sql(`SELECT "bounce" FROM "campaigns"."recipient" WHERE "id" = $1`, [sent.recipients[0].recipientId]);
    expect(recipient.bounce).toBe('Hard');
    const [event] = await sql(`SELECT "kind", "detail" FROM "campaigns"."tracking_event" WHERE "recipient_id" = $1`, [sent.recipients[0].recipientId]);
    expect(event).toEqual({ kind: 'bounce_hard', detail: expect.stringContaining('5.1.1') });
    await until(
      () => subscriber(0),
      (s) => s.BounceType === 'Hard',
      'the subscriber marked hard-bounced',
    );
    const activity = await sql(`SELECT "activity_type" FROM "lists"."activity" WHERE "subscriber_id" = $1 AND "activity_type" = $2`, [
      sent.recipients[0].subscriberId,
      ActivityTypes.HardBounce,
    ]);
    expect(activity).toHaveLength(1);
    // and the address is suppressed for every list of the user
    const suppressed = await sql(`SELECT "source", "list_id" FROM "lists"."suppression" WHERE lower("email") = lower($1)`, [sent.recipients[0].emailAddress]);
    expect(suppressed).toEqual([{ source: 'Hard bounce', list_id: null }]);
    // the same report again changes no figure
    await sendDsn(verp(0), deliveryStatusReport(verp(0), sent.recipients[0].emailAddress, '5.1.1'));
    expect(await counters()).toEqual({ hard: 1, soft: 0 });
  });

  it('a soft bounce counts as soft until the address bounces hard', async () => {
    await sendDsn(verp(1), deliveryStatusReport(verp(1), sent.recipients[1].emailAddress, '4.2.1', 'delayed'));
    expect(await counters()).toEqual({ hard: 1, soft: 1 });
    await sendDsn(verp(1), deliveryStatusReport(verp(1), sent.recipients[1].emailAddress, '5.2.1'));
    expect(await counters()).toEqual({ hard: 2, soft: 0 });
    const { totals, statistics } = await h.get(CampaignStatistics).detail(sent.campaignId);
    expect([totals.TotalHardBounces, totals.TotalSoftBounces, totals.HardBounceRatio, totals.SoftBounceRatio]).toEqual([2, 0, '50.00', '0.00']);
    const today = new Date().toISOString().slice(0, 10);
    expect(statistics.BounceStatistics.Days.find((d) => d.Date === today)).toEqual({ Date: today, Hard: 2, Soft: 1 });
  });

  it('ignores what is not a delivery report (an auto-reply)', async () => {
    const reply = Buffer.from(`From: ${sent.recipients[2].emailAddress}\r\nTo: ${verp(2)}\r\nSubject: Out of office\r\n\r\nBack on Monday.\r\n`);
    expect((await sendDsn(verp(2), reply)).accepted).toEqual([verp(2)]);
    expect(await sql(`SELECT 1 FROM "campaigns"."tracking_event" WHERE "recipient_id" = $1`, [sent.recipients[2].recipientId])).toEqual([]);
  });

  describe('the provider webhook', () => {
    const post = (body: string, sign = secret, timestamp = Math.floor(Date.now() / 1000)): Promise<PublicResponse> =>
      h.publicPath(Queries.CampaignsBounceWebhook.subject, {
        method: 'POST',
        body,
        contentType: 'application/json',
        headers: { 'x-webhook-timestamp': String(timestamp), 'x-webhook-signature': signWebhook(sign, timestamp, body) },
      });

    it('refuses a bad signature and a bad body', async () => {
      const body = JSON.stringify({ type: 'bounce', email: sent.recipients[3].emailAddress, campaignId: sent.campaignId });
      expect((await post(body, 'wrong')).status).toBe(401);
      expect((await post(body, secret, Math.floor(Date.now() / 1000) - 3600)).status).toBe(401);
      expect((await post('{"type":"spam","email":"a@b.c"}')).status).toBe(400);
      expect((await post('not json')).status).toBe(400);
    });

    it('a complaint unsubscribes and suppresses the address through lists', async () => {
      const body = JSON.stringify([
        { type: 'complaint', email: sent.recipients[2].emailAddress, returnPath: `<${verp(2)}>`, reason: 'abuse' },
        { type: 'complaint', email: 'stranger@example.org', campaignId: sent.campaignId },
      ]);
      const res = await post(body);
      expect([res.status, JSON.parse(res.body)]).toEqual([200, { received: 2, recorded: 1, unmatched: 1 }]);
      const info = await subscriber(2);
      expect([info.SubscriptionStatus, info.Suppressed]).toEqual(['Unsubscribed', true]);
      const { statistics } = await h.get(CampaignStatistics).detail(sent.campaignId);
      expect(statistics.BounceStatistics.TotalComplaints).toBe(1);
    });

    it('a bounce by campaign and Message-ID or address is recorded like a DSN', async () => {
      const messageId = `<${sent.campaignId}.${sent.recipients[3].subscriberId}@test.example>`;
      const res = await post(
        JSON.stringify({ type: 'bounce', email: sent.recipients[3].emailAddress, campaignId: sent.campaignId, messageId, bounceType: 'Soft' }),
      );
      expect(JSON.parse(res.body)).toEqual({ received: 1, recorded: 1, unmatched: 0 });
      expect(await counters()).toEqual({ hard: 2, soft: 1 });
      await post(JSON.stringify({ type: 'bounce', email: sent.recipients[3].emailAddress.toUpperCase(), campaignId: sent.campaignId }));
      expect(await counters()).toEqual({ hard: 3, soft: 0 });
    });
  });
});
