import type { INestMicroservice } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { ActivityTypes } from '@mail/contracts';
import type { RawMailMessage } from '@mail/mail';
import { until } from '@mail/testing';

import { CampaignRepository } from '../src/campaigns/campaign.repository';
import { DeliveryControl } from '../src/delivery/delivery-control';
import { DeliveryScheduler } from '../src/delivery/delivery-scheduler';
import { MAX_ATTEMPTS } from '../src/delivery/smtp-outcome';
import { BounceAddresses } from '../src/bounces/bounce-address';
import { TrackingTokens } from '../src/engagement/tracking-token';
import { deliveryTestbed } from './delivery-testbed';
import { campaignRow, listWith, readyCampaign, recipientStates } from './delivery-fixtures';

const ENV: Record<string, string> = {
  PUBLIC_BASE_URL: 'https://mail.test',
  BOUNCE_DOMAIN: 'bounce.test',
  DELIVERY_BATCH_SIZE: '5',
  DELIVERY_LEASE_SECONDS: '2',
  JOBS_POLLING_INTERVAL_SECONDS: '0.5',
  JOBS_SHUTDOWN_TIMEOUT_MS: '1500',
};

describe('campaign delivery (campaigns and lists on the in-process bus, real PostgreSQL, a real SMTP server)', () => {
  const bed = deliveryTestbed('delivery_int', ENV);
  const { h, sink, delivered } = bed;
  let app: INestMicroservice;
  let db: DataSource;
  beforeAll(() => ({ app, db } = bed));
  let userSeq = 3_000_000 + Math.floor(Math.random() * 1_000_000);
  const newUser = () => ++userSeq;

  const start = async (campaignId: number) => {
    expect(await app.get(DeliveryScheduler).startNow(campaignId)).toBe(1);
  };
  /**
   * Every delivery worker of the campaign has stopped (or waits for a later start) and no claim is in flight: from
   * here nothing sends until something starts a worker again, so what was sent so far is all that will be.
   */
  const deliveryIdle = (campaignId: number) =>
    until(
      async () =>
        (
          await db.query(
            `SELECT (SELECT count(*) FROM "campaigns_jobs"."job" WHERE "name" = 'campaigns.deliver' AND ("data"->>'campaignId')::bigint = $1
                       AND ("state" = 'active' OR ("state" IN ('created', 'retry') AND "start_after" <= now())))::int AS workers,
                    (SELECT count(*) FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "state" = 'sending')::int AS claims`,
            [campaignId],
          )
        )[0] as { workers: number; claims: number },
      (busy) => busy.workers === 0 && busy.claims === 0,
      `the delivery of campaign ${campaignId} idle`,
      20_000,
    );
  const status = async (campaignId: number, wanted: string) =>
    until(
      async () => (await campaignRow(db, campaignId)).status,
      (s) => s === wanted,
      `status ${wanted}`,
      20_000,
    );

  it('sends exactly the audience, personalised, with one-click unsubscribe, VERP and the user’s headers', async () => {
    const user = newUser();
    h.accounts.set(user, {
      profile: { fields: { CompanyName: 'Acme' }, customEmailHeaders: 'X-Team: growth\nFrom: evil@x.test', whiteListedEmailAddresses: ['vip@x.test'] },
    });
    const { ListID: probe } = await h.lists('List.Create', { SubscriberListName: 'fields' }, user);
    const { CustomFieldID: first } = await h.lists(
      'CustomField.Create',
      { SubscriberListID: probe, FieldName: 'First', FieldType: 'Single line', MergeTagAlias: 'FirstName', IsGlobal: 'Yes' },
      user,
    );
    const people = ['ann', 'bob', 'cem', 'dan', 'eve'].map((n) => ({ email: `${n}@x.test`, fields: { [first]: n.toUpperCase() } }));
    const main = await listWith(h, user, 'main', [
      ...people,
      { email: 'vip@x.test' },
      { email: 'sup@x.test' },
      { email: 'gone@x.test' },
      { email: 'both@x.test' },
    ]);
    const excluded = await listWith(h, user, 'excluded', [{ email: 'both@x.test' }, { email: 'other@x.test' }]);
    await h.lists('Suppression.Import', { EmailAddresses: JSON.stringify(['vip@x.test', 'sup@x.test']) }, user);
    await h.lists('Subscriber.Unsubscribe', { ListID: main, IPAddress: '10.0.0.2', EmailAddress: 'gone@x.test' }, user);
    const campaignId = await readyCampaign(
      db,
      user,
      {
        subject: 'Hi {{ Subscriber:FirstName|"there" }}',
        html: '<html><body><p>For %Subscriber:EmailAddress% from %User:CompanyName%</p><a href="https://shop.test/sale">Sale</a> <a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      },
      { include: `${main}:0`, exclude: `${excluded}:0` },
    );

    await start(campaignId);
    await status(campaignId, 'Sent');

    const expected = ['ann@x.test', 'bob@x.test', 'cem@x.test', 'dan@x.test', 'eve@x.test', 'vip@x.test'];
    const received = sink.messages.filter((m) => m.envelopeTo.some((to) => to.endsWith('@x.test'))).flatMap((m) => m.envelopeTo);
    expect(received.sort()).toEqual(expected);
    expect(await campaignRow(db, campaignId)).toMatchObject({ total_recipients: 6, total_sent: 6, total_unknown: 0, total_failed: 0 });

    const [ann] = sink.to('ann@x.test');
    const mail = await sink.parse(ann);
    const [annRow] = await db.query(`SELECT "id", "fields" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "email_address" = 'ann@x.test'`, [
      campaignId,
    ]);
    expect(annRow.fields[`CustomField${first}`]).toBe('ANN');
    expect(mail.subject).toBe('Hi ANN');
    expect(mail.html).toContain('For ann@x.test from Acme');
    const header = (name: string) => (mail.headerLines.find((l) => l.key === name)?.line ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('x-team')).toBe('X-Team: growth');
    expect(mail.from?.value[0].address).toBe('news@shop.test');
    const tokens = app.get(TrackingTokens);
    const unsubscribe = /^List-Unsubscribe: <https:\/\/mail\.test\/t\/u\/([^>]+)>$/.exec(header('list-unsubscribe'))?.[1];
    expect(tokens.verify(unsubscribe!)).toEqual({ kind: 'u', campaignId, run: 1, recipientId: Number(annRow.id) });
    expect(mail.html).toContain(`href="https://mail.test/t/u/${unsubscribe}"`);
    const click = /href="https:\/\/mail\.test\/t\/c\/([^"]+)"/.exec(mail.html as string)?.[1];
    const [link] = await db.query(`SELECT "id" FROM "campaigns"."link" WHERE "campaign_id" = $1 AND "url" = 'https://shop.test/sale'`, [campaignId]);
    expect(tokens.verify(click!)).toEqual({ kind: 'c', campaignId, run: 1, recipientId: Number(annRow.id), linkId: Number(link.id) });
    expect(mail.html).toMatch(/<img src="https:\/\/mail\.test\/t\/o\/[^"]+"/);
    expect(mail.text).toContain('For ann@x.test from Acme');
    expect(ann.envelopeFrom).toMatch(/^bounces\+.+@bounce\.test$/);
    expect(app.get(BounceAddresses).verify(ann.envelopeFrom)).toEqual({ campaignId, run: 1, recipientId: Number(annRow.id) });

    type Delivered = { campaignId: number; subscriberIds: number[] };
    const events = await until(
      () => delivered.filter((e) => (e.payload as Delivered).campaignId === campaignId),
      (mine) => mine.flatMap((e) => (e.payload as Delivered).subscriberIds).length >= 6,
      'EmailsDelivered events',
      20_000,
    );
    const sentTo = await db.query(`SELECT "subscriber_id"::int AS "id" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "state" = 'sent'`, [
      campaignId,
    ]);
    expect(events.flatMap((e) => (e.payload as Delivered).subscriberIds).sort()).toEqual(sentTo.map((r: { id: number }) => r.id).sort());
    expect(events.length).toBeLessThan(6); // batches of 5: one event each
    expect(events[0].payload).toMatchObject({ userId: user, kind: 'campaign' });
    const activity = await until(
      () =>
        db.query(
          `SELECT "subscriber_id"::int AS "id", "parameters" FROM "lists"."activity" WHERE "activity_type" = $1 AND "subscriber_id" = ANY($2::bigint[])`,
          [ActivityTypes.EmailCampaignDelivery, sentTo.map((r: { id: number }) => r.id)],
        ),
      (rows) => rows.length >= 6,
      'email campaign delivery activity in lists',
      20_000,
    );
    expect(activity).toHaveLength(6);
    expect(activity[0].parameters).toEqual({ CampaignID: String(campaignId), EmailID: expect.any(String) });
    // CampaignThroughput's span: kept by the settle statement, batch by batch
    expect((await app.get(CampaignRepository).sendSpan(campaignId, 1)).sent).toBe(6);
  });

  it('snapshots an address on several lists once, as its lowest subscriber id, whatever its case', async () => {
    const user = newUser();
    const first = await listWith(h, user, 'first', [{ email: 'one@dup.test' }, { email: 'Two@dup.test' }]);
    const second = await listWith(h, user, 'second', [{ email: 'two@DUP.test' }, { email: 'three@dup.test' }, { email: 'one@dup.test' }]);
    const third = await listWith(h, user, 'third', [{ email: 'three@dup.test' }, { email: 'four@dup.test' }]);
    const campaignId = await readyCampaign(db, user, { subject: 'Hi', html: '<p>Hi</p>' }, { include: `${third}:0,${second}:0,${first}:0` });

    await start(campaignId);
    await status(campaignId, 'Sent');

    const subscribers: { id: string; list_id: string; email: string }[] = await db.query(
      `SELECT "id", "list_id", "email" FROM "lists"."subscriber" WHERE "list_id" = ANY($1::bigint[])`,
      [[first, second, third]],
    );
    const lowest = new Map<string, { id: string; list_id: string; email: string }>();
    for (const s of subscribers) {
      const seen = lowest.get(s.email.toLowerCase());
      if (!seen || Number(s.id) < Number(seen.id)) lowest.set(s.email.toLowerCase(), s);
    }
    const recipients: { subscriber_id: string; list_id: string; email_address: string }[] = await db.query(
      `SELECT "subscriber_id", "list_id", "email_address" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 ORDER BY "subscriber_id"`,
      [campaignId],
    );
    expect(recipients).toEqual(
      [...lowest.values()].sort((a, b) => Number(a.id) - Number(b.id)).map((s) => ({ subscriber_id: s.id, list_id: s.list_id, email_address: s.email })),
    );
    expect(recipients).toHaveLength(4);
    expect(await campaignRow(db, campaignId)).toMatchObject({ total_recipients: 4, total_sent: 4 });
  });

  it('never sends a recipient twice when a worker dies mid-batch: its claims become unknown, everyone is counted once', async () => {
    const user = newUser();
    const emails = Array.from({ length: 40 }, (_, i) => `k${i}@kill.test`);
    const list = await listWith(
      h,
      user,
      'kill',
      emails.map((email) => ({ email })),
    );
    const campaignId = await readyCampaign(
      db,
      user,
      { subject: 'k', html: '<p>%Subscriber:EmailAddress% <a href="%Link:Unsubscribe%">u</a></p>' },
      { include: `${list}:0` },
    );

    // replica B (the main app) holds its sends until the doomed replica A is stuck
    const b = h.mailer(app);
    const realB = b.sendRaw.bind(b);
    let openB!: () => void;
    const gateB = new Promise<void>((resolve) => (openB = resolve));
    b.sendRaw = async (m: RawMailMessage) => (await gateB, realB(m));
    const replicaA = await h.replica();
    const a = h.mailer(replicaA);
    const realA = a.sendRaw.bind(a);
    let callsA = 0;
    const frozen: ((error: Error) => void)[] = [];
    // A hands three messages to the SMTP server, then freezes mid-batch, as a killed process would
    const handedToA: string[] = [];
    a.sendRaw = (m: RawMailMessage) => (
      handedToA.push(...[m.envelope.to].flat()),
      ++callsA <= 3 ? realA(m) : new Promise<string>((_, reject) => frozen.push(reject))
    );

    try {
      await start(campaignId);
      await until(
        () => callsA > 3 && sink.messages.filter((m) => m.envelopeTo[0].endsWith('@kill.test')).length === 3,
        Boolean,
        'replica A stuck after three sends',
        20_000,
      );
      openB();
      await until(
        async () => Object.values(await recipientStates(db, campaignId)),
        (s) => !s.includes('queued'),
        'queue drained by replica B',
        20_000,
      );
      // the lease of A's claims runs out: their claim time moves back past it (the lease is measured on the database's
      // clock). A's claims are the batches of the recipients it was handed: one claim statement, one claimed_at each
      const aged = await db.query(
        `UPDATE "campaigns"."recipient" SET "claimed_at" = "claimed_at" - interval '1 hour'
          WHERE "campaign_id" = $1 AND "state" = 'sending'
            AND "claimed_at" IN (SELECT "claimed_at" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "email_address" = ANY($2::text[]))
          RETURNING 1`,
        [campaignId, handedToA],
      );
      expect(aged[0].length).toBeGreaterThanOrEqual(4);
      await app.get(DeliveryScheduler).sweep();
      await status(campaignId, 'Sent');
    } finally {
      b.sendRaw = realB;
    }

    const received = sink.messages.flatMap((m) => m.envelopeTo).filter((to) => to.endsWith('@kill.test'));
    expect(new Set(received).size).toBe(received.length);
    const states = await recipientStates(db, campaignId);
    expect(Object.keys(states).sort()).toEqual([...emails].sort());
    const sent = emails.filter((e) => states[e] === 'sent');
    const unknown = emails.filter((e) => states[e] === 'unknown');
    expect(sent.length + unknown.length).toBe(40);
    expect(unknown.length).toBeGreaterThanOrEqual(4);
    // everything recorded as sent arrived; what arrived beyond that is exactly A's three, recorded as unknown
    expect(sent.every((e) => received.includes(e))).toBe(true);
    const arrivedUnknown = received.filter((e) => states[e] === 'unknown');
    expect(arrivedUnknown).toHaveLength(3);
    expect(await campaignRow(db, campaignId)).toMatchObject({ total_recipients: 40, total_sent: sent.length, total_unknown: unknown.length });

    // A wakes up late: its outcomes change nothing any more (the claims are already recorded as unknown)
    for (const reject of frozen) reject(Object.assign(new Error('connection lost'), { code: 'ESOCKET' }));
    await h.close(replicaA); // its shutdown waits for the batch it was running to record those outcomes
    expect(await recipientStates(db, campaignId)).toEqual(states);
    expect(await campaignRow(db, campaignId)).toMatchObject({ total_sent: sent.length, total_unknown: unknown.length });
  });

  it('pauses within a batch, resumes where it stopped, and cancels what is still queued', async () => {
    const user = newUser();
    sink.delayMs = 40;
    try {
      const pausedEmails = Array.from({ length: 60 }, (_, i) => `p${i}@pause.test`);
      const pausedList = await listWith(
        h,
        user,
        'pause',
        pausedEmails.map((email) => ({ email })),
      );
      const paused = await readyCampaign(db, user, { subject: 'p', html: '<p>x <a href="%Link:Unsubscribe%">u</a></p>' }, { include: `${pausedList}:0` });
      const count = (domain: string) => sink.messages.filter((m) => m.envelopeTo[0].endsWith(domain)).length;
      await start(paused);
      await until(
        () => count('@pause.test'),
        (n) => n >= 10,
        'some sent',
        20_000,
      );
      expect(await app.get(DeliveryControl).pause(user, paused)).toBe('done');
      await deliveryIdle(paused); // the batches in flight complete, and the workers stop
      const atPause = count('@pause.test');
      const pausedStates = Object.values(await recipientStates(db, paused));
      expect(pausedStates.filter((s) => s === 'sent')).toHaveLength(atPause);
      expect(pausedStates.filter((s) => s === 'queued')).toHaveLength(60 - atPause);
      expect(atPause).toBeLessThan(60);
      expect((await campaignRow(db, paused)).status).toBe('Paused');
      expect(await app.get(DeliveryControl).resume(user, paused)).toBe('done');
      await status(paused, 'Sent');
      const received = sink.messages.flatMap((m) => m.envelopeTo).filter((to) => to.endsWith('@pause.test'));
      expect(received.sort()).toEqual([...pausedEmails].sort());

      const cancelledEmails = Array.from({ length: 60 }, (_, i) => `c${i}@cancel.test`);
      const cancelledList = await listWith(
        h,
        user,
        'cancel',
        cancelledEmails.map((email) => ({ email })),
      );
      const cancelled = await readyCampaign(db, user, { subject: 'c', html: '<p>x <a href="%Link:Unsubscribe%">u</a></p>' }, { include: `${cancelledList}:0` });
      await start(cancelled);
      await until(
        () => count('@cancel.test'),
        (n) => n >= 10,
        'some sent',
        20_000,
      );
      expect(await app.get(DeliveryControl).cancel(user, cancelled)).toBe('done');
      expect(await app.get(DeliveryControl).cancel(user, cancelled)).toBe('invalid-state');
      expect(await app.get(DeliveryControl).pause(user + 1, cancelled)).toBe('not-found');
      const states = await until(
        async () => Object.values(await recipientStates(db, cancelled)),
        (s) => !s.includes('queued') && !s.includes('sending'),
        'queue cancelled',
        20_000,
      );
      const sent = states.filter((s) => s === 'sent').length;
      expect(states.filter((s) => s === 'cancelled').length).toBe(60 - sent);
      expect(sent).toBeLessThan(60);
      await deliveryIdle(cancelled);
      expect(count('@cancel.test')).toBe(sent);
      expect((await campaignRow(db, cancelled)).status).toBe('Cancelled');
    } finally {
      sink.delayMs = 0;
    }
  });

  it('records what the SMTP server answered each recipient: accepted is sent, 5xx failed at once, 4xx queued and tried again', async () => {
    const user = newUser();
    const list = await listWith(h, user, 'refusals', [{ email: 'ok@refuse.test' }, { email: 'gone@refuse.test' }, { email: 'busy@refuse.test' }]);
    sink.refuse = (address) =>
      address === 'gone@refuse.test' ? '550 5.1.1 no such user' : address === 'busy@refuse.test' ? '451 4.2.1 mailbox busy' : undefined;
    try {
      const campaignId = await readyCampaign(db, user, { subject: 'r', html: '<p>x <a href="%Link:Unsubscribe%">u</a></p>' }, { include: `${list}:0` });
      await start(campaignId);
      const outcomes = async () => {
        const rows: { email_address: string; state: string; attempts: number; error: string | null }[] = await db.query(
          `SELECT "email_address", "state", "attempts", "error" FROM "campaigns"."recipient" WHERE "campaign_id" = $1`,
          [campaignId],
        );
        return Object.fromEntries(rows.map((r) => [r.email_address.split('@')[0], r]));
      };
      // tried again: queued after a later attempt, or failed once the attempts ran out (the run's other workers may get there first)
      const retried = (busy?: { state: string; attempts: number }) =>
        (busy?.state === 'queued' && busy.attempts >= 2) || (busy?.state === 'failed' && busy.attempts === MAX_ATTEMPTS);
      const seen = await until(outcomes, (o) => o.ok?.state === 'sent' && o.gone?.state === 'failed' && retried(o.busy), 'the outcomes recorded', 20_000);
      expect(seen.gone).toMatchObject({ attempts: 1, error: expect.stringMatching(/^550 .*5\.1\.1 no such user/) });
      expect(seen.busy.error).toMatch(/^451 .*4\.2\.1 mailbox busy/);
      expect(sink.to('ok@refuse.test')).toHaveLength(1);
      await app.get(DeliveryControl).cancel(user, campaignId);
    } finally {
      sink.refuse = () => undefined;
    }
  });

  it('holds messages beyond the user’s daily limit in the queue instead of dropping them', async () => {
    const user = newUser();
    h.accounts.set(user, { limits: { maxSendPerDay: 7 } });
    const emails = Array.from({ length: 12 }, (_, i) => `l${i}@limit.test`);
    const list = await listWith(
      h,
      user,
      'limit',
      emails.map((email) => ({ email })),
    );
    const campaignId = await readyCampaign(db, user, { subject: 'l', html: '<p>x <a href="%Link:Unsubscribe%">u</a></p>' }, { include: `${list}:0` });
    await start(campaignId);
    const count = () => sink.messages.filter((m) => m.envelopeTo[0].endsWith('@limit.test')).length;
    await until(count, (n) => n >= 7, 'the daily allowance sent', 20_000);
    await deliveryIdle(campaignId);
    expect(count()).toBe(7);
    const states = Object.values(await recipientStates(db, campaignId));
    expect(states.filter((s) => s === 'sent')).toHaveLength(7);
    expect(states.filter((s) => s === 'queued')).toHaveLength(5);
    expect((await campaignRow(db, campaignId)).status).toBe('Sending');
    await app.get(DeliveryControl).cancel(user, campaignId);
  });

  it('holds messages from the default sender domain beyond the group’s monthly limit, counting what was sent earlier in the month', async () => {
    const user = newUser();
    h.accounts.set(user, { limits: { defaultSenderDomainMonthly: 8 }, defaultSenderDomain: 'shop.test' });
    // sent earlier this month (days ago: no minute window knows them)
    await db.query(`INSERT INTO "campaigns"."send_month" ("user_id", "month", "sent") VALUES ($1, date_trunc('month', now())::date, 5)`, [user]);
    const emails = Array.from({ length: 6 }, (_, i) => `m${i}@month.test`);
    const list = await listWith(
      h,
      user,
      'month',
      emails.map((email) => ({ email })),
    );
    const campaignId = await readyCampaign(db, user, { subject: 'm', html: '<p>x <a href="%Link:Unsubscribe%">u</a></p>' }, { include: `${list}:0` });
    await start(campaignId);
    const count = () => sink.messages.filter((m) => m.envelopeTo[0].endsWith('@month.test')).length;
    await until(count, (n) => n >= 3, "the month's remaining allowance sent", 20_000);
    await deliveryIdle(campaignId);
    expect(count()).toBe(3);
    const states = Object.values(await recipientStates(db, campaignId));
    expect([states.filter((s) => s === 'sent').length, states.filter((s) => s === 'queued').length]).toEqual([3, 3]);
    const [month] = await db.query(`SELECT "sent" FROM "campaigns"."send_month" WHERE "user_id" = $1`, [user]);
    expect(month.sent).toBe(8);
    await app.get(DeliveryControl).cancel(user, campaignId);

    // a campaign from the user's own domain is not under the default domain's monthly limit, nor counted in it
    const own = await readyCampaign(
      db,
      user,
      { subject: 'o', html: '<p>x <a href="%Link:Unsubscribe%">u</a></p>', fromEmail: 'news@own-domain.test' },
      { include: `${list}:0` },
    );
    await start(own);
    await status(own, 'Sent');
    const [after] = await db.query(`SELECT "sent" FROM "campaigns"."send_month" WHERE "user_id" = $1`, [user]);
    expect(after.sent).toBe(8);
  });

  it('fails a run whose audience is empty, with the reason', async () => {
    const user = newUser();
    const list = await listWith(h, user, 'empty', []);
    const campaignId = await readyCampaign(db, user, { subject: 'e', html: '<p>x</p>' }, { include: `${list}:0` });
    await start(campaignId);
    await status(campaignId, 'Failed');
    expect((await campaignRow(db, campaignId)).status_reason).toBe('No recipients: the audience is empty');
  });

  it('fires a Recursive schedule again after each run, until its maximum instances', async () => {
    const user = newUser();
    const list = await listWith(h, user, 'recurring', [{ email: 'rec1@x.test' }, { email: 'rec2@x.test' }]);
    const campaignId = await readyCampaign(db, user, { subject: 'Every minute', html: '<p>again</p>' }, { include: `${list}:0` });
    const every = (n: number) => Array.from({ length: n }, (_, i) => i).join(',');
    await db.query(
      `UPDATE "campaigns"."campaign" SET "schedule_type" = 'Recursive', "status" = 'Scheduled', "next_send_at" = now(), "send_time_zone" = 'UTC',
         "rec_days_of_week" = '0', "rec_months" = '0', "rec_hours" = $2, "rec_minutes" = $3, "rec_max_instances" = 2 WHERE "id" = $1`,
      [campaignId, every(24), every(60)],
    );
    const received = () => sink.messages.filter((m) => m.envelopeTo.some((to) => to.startsWith('rec'))).length;

    expect(await app.get(DeliveryScheduler).startNow(campaignId)).toBe(1);
    await status(campaignId, 'Scheduled');
    const first = (await campaignRow(db, campaignId)) as unknown as { rec_sent_instances: number; next_send_at: Date };
    expect(first.rec_sent_instances).toBe(1);
    expect(new Date(first.next_send_at).getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(new Date(first.next_send_at).getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
    await until(received, (n) => n === 2, 'the first instance delivered', 20_000);

    // the next fire time reached (no need to wait for the minute): the second instance is a new run
    await db.query(`UPDATE "campaigns"."campaign" SET "next_send_at" = now() WHERE "id" = $1`, [campaignId]);
    expect(await app.get(DeliveryScheduler).startNow(campaignId)).toBe(2);
    await status(campaignId, 'Sent');
    const last = (await campaignRow(db, campaignId)) as unknown as { rec_sent_instances: number; next_send_at: Date | null };
    expect(last).toMatchObject({ rec_sent_instances: 2, next_send_at: null });
    await until(received, (n) => n === 4, 'the second instance delivered', 20_000);
  });
});
