/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
import type { StoredMailSummary } from '@mail/mail';
import { e2eEnv, e2eMailInbox, e2eSql, quietPeriod, unique, until } from '@mail/testing';

import { reportHardBounce } from './bounce-report';
import { type EmailsUser, emailsUser, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };
const OFFER = 'https://shop.example/offer?utm_source=mail';
const OTHER = 'https://shop.example/other';
/** bot detection counts a click sooner than this after the SMTP hand-over as a link scanner's */
const CLICK_AFTER_SEND_MS = 10_500;

/** every message of the inbox addressed to `@domain`, as the dev SMTP server received them */
async function deliveredTo(domain: string): Promise<StoredMailSummary[]> {
  const res = await fetch(`${inbox!.url}/api/messages?limit=1000`);
  const all = (await res.json()) as StoredMailSummary[];
  return all.filter((m) => m.envelopeTo.some((to) => to.endsWith(`@${domain}`)));
}

// A client's whole journey over HTTP: audience, email, campaign, real delivery to the dev SMTP server, the received
// message's own links, a bounce, and pause/resume/cancel while sending. Skipped when the run has no inbox to read.
(inbox ? describe : describe.skip)('a campaign from audience to statistics, through HTTP and SMTP', () => {
  const { api, adminApiKey, baseUrl } = e2eEnv();
  let u: EmailsUser;
  let listId: number;
  let campaignId: number;
  const domain = `${unique('flow')}.example`;
  const address = (name: string) => `${name}@${domain}`;
  /** the segment is "Plan begins with pro"; `excluded` is also on the excluded list, `gone` unsubscribed */
  const plans: Record<string, string> = {
    reader: 'Pro Gold',
    bouncer: 'Pro Silver',
    third: 'Pro Bronze',
    excluded: 'Pro Gold',
    gone: 'Pro Gold',
    free: 'Free Basic',
  };
  const expected = ['reader', 'bouncer', 'third'];

  const campaign = async (extra: Record<string, unknown> = {}) => (await u.ok('Campaign.Get', { CampaignID: campaignId, ...extra })).Campaign;
  const subscriber = async (name: string) => u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address(name) });
  const received = async (name: string) => inbox!.get((await inbox!.list(address(name)))[0].id);

  beforeAll(async () => {
    u = await emailsUser();
    listId = await u.list();
    const { CustomFieldID: planField } = await u.ok('CustomField.Create', {
      SubscriberListID: listId,
      FieldName: 'Plan',
      FieldType: 'Single line',
      MergeTagAlias: 'Plan',
    });
    for (const [name, plan] of Object.entries(plans)) await u.subscriber(listId, address(name), { CustomFields: { [planField]: plan } });
    const excludedList = await u.list();
    await u.subscriber(excludedList, address('excluded'));
    await u.ok('Subscriber.Unsubscribe', { ListID: listId, EmailAddress: address('gone'), IPAddress: '10.0.0.9' });
    const { SegmentID } = await u.ok('Segment.Create', {
      SubscriberListID: listId,
      SegmentName: 'pro plans',
      SegmentOperator: 'AND',
      RulesJson: JSON.stringify([[{ type: 'fields', field_id: String(planField), operator: 'begins with', value: 'pro' }]]),
    });

    const emailId = await u.email(
      validEmail({
        Subject: 'Offer for %Subscriber:EmailAddress%',
        HTMLContent:
          `<html><body><p>Dear %Subscriber:EmailAddress%, your plan: %Subscriber:Plan%.</p>` +
          `<p>{{ if Subscriber:Plan=pro gold }}Gold perks{{ else }}Standard perks{{ endif }}. Code: %Random:Alpha:10%.</p>` +
          `<a href="${OFFER}">Offer</a> <a href="${OTHER}">Other</a> <a href="%Link:WebBrowser%">View online</a> <a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>`,
        PlainContent: `Dear %Subscriber:EmailAddress%, your plan: %Subscriber:Plan%. [IF:%Subscriber:Plan%=Pro Gold]Gold perks[ELSE]Standard perks[ENDIF]. Offer: ${OFFER} Unsubscribe: %Link:Unsubscribe%`,
      }),
    );
    ({ CampaignID: campaignId } = await u.ok('Campaign.Create', { CampaignName: unique('flow') }));
    await u.ok('Campaign.Update', {
      CampaignID: campaignId,
      RelEmailID: emailId,
      ScheduleType: 'Immediate',
      RecipientListsAndSegments: `${listId}:${SegmentID}`,
      Exclude_RecipientListsAndSegments: `${excludedList}:0`,
    });
    await u.ok('Campaign.Approve', { CampaignID: campaignId });
    await until(campaign, (c) => c.Status === 'Sent', 'the campaign to be Sent', 60_000);
  }, 90_000);

  it('reaches exactly the segment minus the exclusion and the unsubscribed, personalised, with one-click unsubscribe headers', async () => {
    for (const name of Object.keys(plans)) expect([name, (await inbox!.list(address(name))).length]).toEqual([name, expected.includes(name) ? 1 : 0]);
    expect((await campaign()).TotalSent).toBe(expected.length);
    for (const name of expected) {
      const mail = await received(name);
      expect(mail.subject).toBe(`Offer for ${address(name)}`);
      expect(mail.to).toEqual([address(name)]);
      expect(mail.html).toContain(`Dear ${address(name)}, your plan: ${plans[name]}.`);
      expect(mail.text).toContain(`Dear ${address(name)}, your plan: ${plans[name]}.`);
      const perks = plans[name] === 'Pro Gold' ? 'Gold perks' : 'Standard perks';
      expect([mail.html, mail.text].map((part) => part?.includes(`${perks}.`))).toEqual([true, true]);
      expect(mail.html).toMatch(/Code: [A-Za-z0-9]{10}\./);
      expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${baseUrl}/t/u/[^>]+>$`));
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.envelopeFrom).toMatch(/^bounces\+.+@/);
    }
  });

  it("an open, a click and a one-click unsubscribe through the message's own links show in Campaign.Get and Subscriber.Get", async () => {
    const mail = await received('reader');
    const html = mail.html!;
    const pixel = /<img[^>]+src="([^"]+\/t\/o\/[^"]+)"/.exec(html)?.[1];
    const clicks = [...html.matchAll(/<a[^>]+href="([^"]+\/t\/c\/[^"]+)"/g)].map((m) => m[1]);
    const unsubscribe = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'])?.[1];
    expect([pixel, clicks.length, unsubscribe]).toEqual([expect.stringContaining(baseUrl), 2, expect.stringContaining(baseUrl)]);
    const hit = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init, headers: { ...BROWSER, ...(init.headers ?? {}) } });

    const open = await hit(pixel!);
    expect([open.status, open.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect(
      Buffer.from(await open.arrayBuffer())
        .subarray(0, 6)
        .toString('latin1'),
    ).toBe('GIF89a');

    // a reader clicks a while after the message was sent (sooner, it would count as a link scanner): the recorded
    // hand-over time (sent_at, what bot detection counts from) moves back past that window instead of the test waiting it out
    await e2eSql(`UPDATE "campaigns"."recipient" SET "sent_at" = "sent_at" - make_interval(secs => $2) WHERE "campaign_id" = $1`, [
      campaignId,
      (2 * CLICK_AFTER_SEND_MS) / 1000,
    ]);
    const click = await hit(clicks[0]);
    expect([click.status, click.headers.get('location')]).toEqual([302, OFFER]);

    const unsubscribed = await hit(unsubscribe!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain('You are unsubscribed');

    const stats = await campaign({ RetrieveStatistics: true });
    expect(stats.TotalSent).toBe(3);
    const { OpenStatistics, ClickStatistics, UnsubscriptionStatistics } = stats.Statistics;
    expect(OpenStatistics).toMatchObject({ UniqueOpens: 1, TotalOpens: 1, Machine: { UniqueOpens: 0 } });
    expect(ClickStatistics).toMatchObject({ UniqueClicks: 1, TotalClicks: 1, Machine: { UniqueClicks: 0 } });
    const perLink = Object.fromEntries(ClickStatistics.Links.map((l: any) => [l.URL, [l.UniqueClicks, l.TotalClicks]]));
    expect(perLink[OFFER]).toEqual([1, 1]);
    expect(perLink[OTHER] ?? [0, 0]).toEqual([0, 0]);
    expect(UnsubscriptionStatistics.TotalUnsubscriptions).toBe(1);

    // lists turns the campaign's events into the subscriber's activity (asynchronously, over the bus)
    const reader = await until(
      () => subscriber('reader'),
      (s) => ['email open', 'email link click'].every((type) => s.SubscriberActivity.some((a: any) => a.ActivityType === type)),
      "the reader's open and click activity",
    );
    expect(reader.SubscriberInformation.SubscriptionStatus).toBe('Unsubscribed');
    const click0 = reader.SubscriberActivity.find((a: any) => a.ActivityType === 'email link click');
    expect(JSON.stringify(click0.Parameters)).toContain(OFFER);
    expect((await subscriber('third')).SubscriberActivity.map((a: any) => a.ActivityType)).not.toContain('email open');
  });

  it('a conversion tracked for the reader counts for the campaign whose link they clicked last (TotalRevenue, ConversionStatistics)', async () => {
    const conversion = (email: string, id: string, value: number) =>
      api.v1(
        'POST',
        'event',
        { ListID: listId, Event: 'conversion', Email: email, Properties: { 'conversion-id': id, 'conversion-name': 'Order', 'conversion-value': value } },
        { bearer: u.user.apiKey },
      );
    // the reader clicked (the test above); `third` received the message but clicked nothing: theirs belongs to no campaign
    expect((await conversion(address('reader'), 'order-1', 42.5)).status).toBe(200);
    expect((await conversion(address('third'), 'order-2', 99)).status).toBe(200);
    const converted = await until(
      () => campaign({ RetrieveStatistics: true }),
      (c) => c.TotalConversions >= 1,
      'the attributed conversion in Campaign.Get',
      20_000,
    );
    expect([converted.UniqueConversions, converted.TotalConversions, converted.TotalRevenue]).toEqual([1, 1, 42.5]);
    expect(converted.Statistics.ConversionStatistics).toMatchObject({
      UniqueConversions: 1,
      TotalConversions: 1,
      ConversionRatio: '33.33',
      TotalRevenue: 42.5,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(converted.Statistics.ConversionStatistics.Days.find((d: any) => d.Date === today)).toMatchObject({ Unique: 1, Total: 1 });
    // lists' own figure: every conversion of the subscriber, attributed or not
    const third = await until(
      () => subscriber('third'),
      (s) => Number(s.TotalRevenue) === 99,
      "third's TotalRevenue",
    );
    expect(Number(third.TotalRevenue)).toBe(99);
    expect((await campaign({ RetrieveStatistics: true })).TotalRevenue).toBe(42.5);
  });

  it('a hard bounce to the VERP return path counts in Campaign.Get and suppresses the address', async () => {
    await reportHardBounce(await received('bouncer'), baseUrl);
    const bounced = await until(campaign, (c) => c.TotalHardBounces === 1, 'TotalHardBounces 1');
    expect(bounced).toMatchObject({ TotalHardBounces: 1, TotalSoftBounces: 0 });
    const suppressed = await until(
      () => u.ok('Suppression.Browse', { SearchPattern: address('bouncer') }),
      (b) => Number(b.TotalRecords) === 1,
      'the address suppressed',
    );
    expect(suppressed.SuppressedEmails[0].EmailAddress).toBe(address('bouncer'));
    expect((await subscriber('bouncer')).SubscriberInformation.BounceType).toBe('Hard');
    expect(Number((await u.ok('Suppression.Browse', { SearchPattern: address('third') })).TotalRecords)).toBe(0);
  });

  it("the web view link shows the recipient's own message, personalised as it was sent", async () => {
    const mail = await received('bouncer');
    const view = /<a[^>]+href="([^"]+\/t\/v\/[^"]+)"/.exec(mail.html!)?.[1];
    expect(view).toContain(baseUrl);
    const page = await fetch(view!, { headers: BROWSER });
    const html = await page.text();
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html).toContain(`Dear ${address('bouncer')}, your plan: Pro Silver.`);
    expect(html).toContain('Standard perks.');
    expect(/Code: ([A-Za-z0-9]{10})\./.exec(html)?.[1]).toBe(/Code: ([A-Za-z0-9]{10})\./.exec(mail.html!)?.[1]);
    expect(html).not.toContain('/t/o/');
  });

  describe('pause, resume and cancel while sending', () => {
    /** a user whose MaxSendPerMinute holds the send mid-way until the next minute, with an Immediate campaign to `size` imported addresses */
    async function limitedCampaign(size: number, perMinute: number): Promise<{ user: EmailsUser; id: number; domain: string; total: () => Promise<number> }> {
      const user = await emailsUser();
      const limited = await api.legacy('User.Update', {
        AdminAPIKey: adminApiKey,
        UserID: user.user.userId,
        RateLimits: JSON.stringify({ MaxSendPerMinute: perMinute }),
      });
      expect(limited.body?.Success).toBe(true);
      const own = `${unique('ctl')}.example`;
      const list = await user.list();
      const csv = ['Email', ...Array.from({ length: size }, (_, i) => `r${i}@${own}`)].join('\n');
      const { ImportID } = await user.ok('Subscribers.Import', { ListID: list, CSV: csv });
      const job = await until(
        () => user.ok('Subscribers.Import.Status', { ImportID }),
        (b) => ['Completed', 'Failed'].includes(b.Import.Status),
        'the import',
      );
      expect(job.Import).toMatchObject({ Status: 'Completed', TotalImported: size });
      const emailId = await user.email();
      const { CampaignID } = await user.ok('Campaign.Create', { CampaignName: unique('ctl') });
      await user.ok('Campaign.Update', { CampaignID, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${list}:0` });
      const total = async () => (await user.ok('Campaign.Get', { CampaignID })).Campaign.TotalSent as number;
      return { user, id: Number(CampaignID), domain: own, total };
    }
    const status = async (c: { user: EmailsUser; id: number }) => (await c.user.ok('Campaign.Get', { CampaignID: c.id })).Campaign.Status as string;
    /** delivered messages once nothing is in flight any more: the inbox agrees with TotalSent and stays put */
    /**
     * delivered messages once nothing is in flight any more: no delivery worker of the campaign runs or is due, no
     * claim is open, and the inbox agrees with TotalSent
     */
    async function settled(c: { id: number; domain: string; total: () => Promise<number> }): Promise<number> {
      await until(
        async () =>
          (
            await e2eSql<{ busy: number }>(
              `SELECT ((SELECT count(*) FROM "campaigns_jobs"."job" WHERE "name" = 'campaigns.deliver' AND ("data"->>'campaignId')::bigint = $1
                          AND ("state" = 'active' OR ("state" IN ('created', 'retry') AND "start_after" <= now())))
                     + (SELECT count(*) FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "state" = 'sending'))::int AS "busy"`,
              [c.id],
            )
          )[0].busy,
        (busy) => busy === 0,
        `the delivery of campaign ${c.id} idle`,
        60_000,
      );
      const [arrived] = await until(
        async () => [(await deliveredTo(c.domain)).length, await c.total()],
        ([n, total]) => n === total,
        `the inbox agreeing with TotalSent of campaign ${c.id}`,
        30_000,
      );
      return arrived;
    }

    it('a paused send sends nothing until resumed, then reaches everyone once; a cancelled one stops for good', async () => {
      const [paused, cancelled] = await Promise.all([limitedCampaign(200, 40), limitedCampaign(120, 30)]);
      await Promise.all([paused, cancelled].map((c) => c.user.ok('Campaign.Approve', { CampaignID: c.id })));
      // the first minute's share goes out, then the send waits for the next minute: mid-send
      await Promise.all(
        [paused, cancelled].map((c) =>
          until(
            async () => [await status(c), (await deliveredTo(c.domain)).length] as const,
            ([s, n]) => s === 'Sending' && n > 0,
            'mid-send',
          ),
        ),
      );
      await paused.user.ok('Campaign.Pause', { CampaignID: paused.id });
      await cancelled.user.ok('Campaign.Cancel', { CampaignID: cancelled.id });
      const [pausedAt, cancelledAt] = await Promise.all([settled(paused), settled(cancelled)]);
      expect(pausedAt).toBeLessThan(200);
      expect(cancelledAt).toBeLessThan(120);

      // lift the limit (accounts' limits are cached up to 30 s), then wait past the minute that would have resumed sending
      await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: paused.user.user.userId, RateLimits: '{}' });
      const nextMinute = 60_000 - (Date.now() % 60_000);
      await quietPeriod(
        Math.max(nextMinute + 3000, 31_000),
        'the next minute of the send window, with the lifted limit out of accounts’ 30 s cache: a wrongly running send would send then',
      );
      expect([await status(paused), (await deliveredTo(paused.domain)).length, await paused.total()]).toEqual(['Paused', pausedAt, pausedAt]);
      expect([await status(cancelled), (await deliveredTo(cancelled.domain)).length, await cancelled.total()]).toEqual(['Cancelled', cancelledAt, cancelledAt]);

      await paused.user.ok('Campaign.Resume', { CampaignID: paused.id });
      await until(
        () => status(paused),
        (s) => s === 'Sent',
        'the resumed campaign to be Sent',
        60_000,
      );
      const all = (await deliveredTo(paused.domain)).flatMap((m) => m.envelopeTo);
      expect(all).toHaveLength(200);
      expect(new Set(all).size).toBe(200);
      expect(await paused.total()).toBe(200);
      expect(await status(cancelled)).toBe('Cancelled');
    }, 240_000);
  });
});
