import { ActivityTypes } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { until } from '@mail/testing';

import { CampaignStatistics } from '../src/statistics/campaign-statistics';
import { TrackingTokens, type TrackingTarget } from '../src/engagement/tracking-token';
import { CampaignsHarness } from './campaigns-harness';
import { type SentCampaign, sentCampaign } from './campaign-fixture';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('tracking (campaigns + lists on the in-process bus, real PostgreSQL)', () => {
  const h = new CampaignsHarness();
  const user = 3_000_000 + Math.floor(Math.random() * 1_000_000);
  const sharedUrl = process.env.DATABASE_URL;
  let scratch: ScratchDatabase;
  let tokens: TrackingTokens;
  let listId: number;
  let sent: SentCampaign;

  const sql = (text: string, params: unknown[] = []) => h.db.query(text, params);
  const token = (kind: TrackingTarget['kind'], index: number, linkId?: number) =>
    tokens.sign({ kind, campaignId: sent.campaignId, run: 1, recipientId: sent.recipients[index].recipientId, ...(linkId ? { linkId } : {}) });
  const events = (index: number): Promise<{ kind: string; is_bot: boolean; detail: string; link_id: string | null }[]> =>
    sql(`SELECT "kind", "is_bot", "detail", "link_id" FROM "campaigns"."tracking_event" WHERE "recipient_id" = $1 ORDER BY "id"`, [
      sent.recipients[index].recipientId,
    ]);
  const activity = (index: number) =>
    sql(`SELECT "activity_type", "parameters" FROM "lists"."activity" WHERE "subscriber_id" = $1 AND "activity_type" <> 'subscription' ORDER BY "id"`, [
      sent.recipients[index].subscriberId,
    ]) as Promise<{ activity_type: string; parameters: Record<string, string> }[]>;

  // a database of its own: the e2e suite's relays would otherwise take these events off the shared outboxes
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'tracking_int');
    process.env.DATABASE_URL = scratch.url;
    await h.start();
    tokens = h.get(TrackingTokens);
    ({ ListID: listId } = (await h.lists('List.Create', { SubscriberListName: 'Tracked' }, user)) as { ListID: number });
    const subscribers = [];
    for (const name of ['ann', 'bob', 'cat', 'dan']) {
      const email = `${name}.${user}@example.com`;
      const { SubscriberID } = await h.lists('Subscriber.Create', { ListID: listId, EmailAddress: email }, user);
      subscribers.push({ id: Number(SubscriberID), email });
    }
    sent = await sentCampaign(sql, { userId: user, listId, subscribers, urls: ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'] });
  });
  afterAll(async () => {
    await h.stop();
    process.env.DATABASE_URL = sharedUrl;
    await dropScratchDatabase(scratch);
  });

  it('an open answers the pixel, is recorded and becomes email-open activity in lists', async () => {
    const pixel = await h.track('o', token('o', 0));
    expect(pixel).toMatchObject({ status: 200, contentType: 'image/gif', base64: true });
    expect(Buffer.from(pixel.body, 'base64').subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(pixel.headers?.['cache-control']).toContain('no-store');
    expect(await events(0)).toEqual([{ kind: 'open', is_bot: false, detail: '', link_id: null }]);
    const rows = await until(
      () => activity(0),
      (a) => a.length === 1,
      'open activity',
    );
    expect(rows[0]).toMatchObject({
      activity_type: ActivityTypes.EmailOpen,
      parameters: { CampaignID: String(sent.campaignId), EmailID: String(sent.emailId) },
    });
  });

  it('a click redirects to the stored URL, implies the open and becomes link-click activity', async () => {
    const [link] = sent.links;
    const click = await h.track('c', token('c', 1, link.linkId), { userAgent: IPHONE, query: { url: 'https://evil.example' } });
    expect(click.status).toBe(302);
    expect(click.headers?.location).toBe(link.url);
    expect(await events(1)).toEqual([
      { kind: 'click', is_bot: false, detail: '', link_id: String(link.linkId) },
      { kind: 'open', is_bot: false, detail: 'implied', link_id: null },
    ]);
    const rows = await until(
      () => activity(1),
      (a) => a.length === 2,
      'click and open activity',
    );
    expect(rows.map((r) => r.activity_type).sort()).toEqual([ActivityTypes.EmailLinkClick, ActivityTypes.EmailOpen].sort());
    expect(rows.find((r) => r.activity_type === ActivityTypes.EmailLinkClick)?.parameters).toMatchObject({ URL: link.url });
    // a second click does not imply a second open
    await h.track('c', token('c', 1, sent.links[1].linkId), { userAgent: IPHONE });
    expect((await events(1)).filter((e) => e.kind === 'open')).toHaveLength(1);
  });

  it('flags machine opens, and a burst of clicks on every link as a scanner (its earlier clicks included)', async () => {
    await h.track('o', token('o', 2), { userAgent: 'Mozilla/5.0' });
    for (const link of sent.links) await h.track('c', token('c', 2, link.linkId));
    expect(await events(2)).toEqual([
      { kind: 'open', is_bot: true, detail: 'proxy:apple-mpp', link_id: null },
      { kind: 'click', is_bot: true, detail: 'scanner:burst', link_id: String(sent.links[0].linkId) },
      { kind: 'open', is_bot: true, detail: 'scanner:burst', link_id: null },
      { kind: 'click', is_bot: true, detail: 'scanner:burst', link_id: String(sent.links[1].linkId) },
      { kind: 'click', is_bot: true, detail: 'scanner:burst', link_id: String(sent.links[2].linkId) },
    ]);
  });

  it('answers a tampered, mismatched or foreign token with the 404 page, never a redirect', async () => {
    const good = token('c', 0, sent.links[0].linkId);
    const tampered = good.replace(`.${sent.links[0].linkId.toString(36)}.`, `.${(sent.links[0].linkId + 1).toString(36)}.`);
    for (const [kind, value] of [
      ['c', tampered],
      ['o', good],
      ['c', 'c.1.1.1.1.k1.AAAAAAAAAAAAAAAAAAAAAA'],
      ['x', good],
    ]) {
      const page = await h.track(kind, value);
      expect([page.status, page.contentType, page.headers?.location]).toEqual([404, 'text/html; charset=utf-8', undefined]);
      expect(page.body).toContain('Link not found');
    }
    expect((await h.track('o', token('o', 0), { method: 'POST' })).status).toBe(405);
  });

  it('answers HEAD like GET without recording it', async () => {
    const before = (await events(0)).length;
    const head = await h.track('c', token('c', 0, sent.links[0].linkId), { method: 'HEAD', userAgent: IPHONE });
    expect([head.status, head.headers?.location]).toEqual([302, sent.links[0].url]);
    expect(await events(0)).toHaveLength(before);
  });

  it("serves the web view sandboxed, personalised for the token's recipient, and records it", async () => {
    const view = await h.track('v', token('v', 3));
    expect(view).toMatchObject({ status: 200, contentType: 'text/html; charset=utf-8' });
    expect(view.body).toContain('<h1>Our news</h1>');
    expect(view.body).toContain(`for ${sent.recipients[3].emailAddress}`);
    expect(view.body).not.toContain('/t/o/');
    expect(view.headers?.['content-security-policy']).toContain('sandbox');
    expect((await events(3)).map((e) => e.kind)).toEqual(['view', 'open']);
  });

  it('unsubscribes only on POST, through lists, with the campaign recorded', async () => {
    const page = await h.track('u', token('u', 3));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect(
      (await h.lists('Subscriber.Get', { ListID: listId, EmailAddress: sent.recipients[3].emailAddress }, user)).SubscriberInformation?.SubscriptionStatus,
    ).toBe('Subscribed');
    const done = await h.track('u', token('u', 3), { method: 'POST', body: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' });
    expect([done.status, done.body.includes('You are unsubscribed')]).toEqual([200, true]);
    const subscriber = await h.lists('Subscriber.Get', { ListID: listId, EmailAddress: sent.recipients[3].emailAddress }, user);
    expect(subscriber.SubscriberInformation?.SubscriptionStatus).toBe('Unsubscribed');
    const [unsubscription] = await sql(`SELECT "parameters" FROM "lists"."activity" WHERE "subscriber_id" = $1 AND "activity_type" = 'unsubscription'`, [
      sent.recipients[3].subscriberId,
    ]);
    expect(unsubscription.parameters).toMatchObject({ CampaignID: sent.campaignId, EmailID: sent.emailId });
    // again: the same confirmation, counted once
    expect((await h.track('u', token('u', 3), { method: 'POST' })).status).toBe(200);
    expect((await events(3)).filter((e) => e.kind === 'unsubscribe')).toHaveLength(1);
  });

  it('statistics: human figures, machine hits apart, per link and per day', async () => {
    const { totals, statistics } = await h.get(CampaignStatistics).detail(sent.campaignId, 3);
    expect(totals).toMatchObject({
      TotalSent: 4,
      UniqueOpens: 3,
      TotalOpens: 3,
      UniqueClicks: 1,
      TotalClicks: 2,
      TotalUnsubscriptions: 1,
      UniqueViewsOnBrowser: 1,
    });
    expect(statistics.OpenStatistics).toMatchObject({ UniqueOpens: 3, OpenRatio: '75.00', Machine: { UniqueOpens: 1, TotalOpens: 2 } });
    expect(statistics.ClickStatistics).toMatchObject({ UniqueClicks: 1, TotalClicks: 2, ClickRatio: '25.00', Machine: { UniqueClicks: 1, TotalClicks: 3 } });
    expect(statistics.ClickStatistics.Links).toEqual([
      { LinkID: sent.links[0].linkId, URL: sent.links[0].url, UniqueClicks: 1, TotalClicks: 1, MachineClicks: 1 },
      { LinkID: sent.links[1].linkId, URL: sent.links[1].url, UniqueClicks: 1, TotalClicks: 1, MachineClicks: 1 },
      { LinkID: sent.links[2].linkId, URL: sent.links[2].url, UniqueClicks: 0, TotalClicks: 0, MachineClicks: 1 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const days = statistics.OpenStatistics.Days;
    expect(days.length).toBeGreaterThanOrEqual(1);
    expect(days.find((d) => d.Date === today)).toEqual({ Date: today, Unique: 3, Total: 3 });
    expect(statistics.UnsubscriptionStatistics).toMatchObject({ TotalUnsubscriptions: 1, UnsubscriptionRatio: '25.00' });
    const many = await h.get(CampaignStatistics).totals([sent.campaignId, 999_999_999]);
    expect(many.get(sent.campaignId)).toEqual(totals);
    expect(many.get(999_999_999)).toMatchObject({ TotalSent: 0, UniqueOpens: 0, HardBounceRatio: '0.00' });
  });
});
