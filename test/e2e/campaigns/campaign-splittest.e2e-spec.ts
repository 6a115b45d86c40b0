/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import type { StoredMail } from '@mail/mail';
import { e2eMailInbox, e2eSql, unique, until as poll } from '@mail/testing';

import { codes, type EmailsUser, emailsUser, FORMATS, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };
const until = <T>(probe: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 60_000): Promise<T> => poll(probe, done, what, ms, 250);
const items = (value: any): any[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);
/** bot detection counts a click sooner than this after the SMTP hand-over as a link scanner's */
const CLICK_AFTER_SEND_S = 21;

describe('splittest.create', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
  });
  const campaign = async () => Number((await u.ok('Campaign.Create', { CampaignName: unique('split') })).CampaignID);
  const valid = { TestSize: 20, TestDuration: 86_400, Winner: 'Highest Open Rate' };

  it.each(FORMATS)('answers a SplitTestID, the same one when the settings are replaced before the send (%s)', async (format) => {
    const id = await campaign();
    const first = await u.call('splittest.create', { CampaignID: id, ...valid }, format);
    expect([succeeded(first), codes(first)]).toEqual([true, [0]]);
    const testId = Number(first.body.SplitTestID);
    expect(testId).toBeGreaterThan(0);
    // v5.7's spelling of the winner rule
    const again = await u.call('splittest.create', { CampaignID: id, TestSize: 50, TestDuration: 60, Winner: 'most_unique_clicks' }, format);
    expect(Number(again.body.SplitTestID)).toBe(testId);
    const [row] = await e2eSql<{ test_size: number; test_duration: number; winner_rule: string }>(
      `SELECT "test_size", "test_duration", "winner_rule" FROM "campaigns"."split_test" WHERE "id" = $1`,
      [testId],
    );
    expect(row).toEqual({ test_size: 50, test_duration: 60, winner_rule: 'Most Unique Clicks' });
  });

  it('answers 1, 2, 4, 5 for what is missing, 6 another user’s campaign, 7–9 bad values, 10 a campaign already sent', async () => {
    const id = await campaign();
    const code = async (params: Record<string, unknown>, who = u) => codes(await who.call('splittest.create', params));
    expect(await code({ ...valid })).toEqual([1]);
    expect(await code({ CampaignID: id, TestDuration: 60, Winner: 'Highest Open Rate' })).toEqual([2]);
    expect(await code({ CampaignID: id, TestSize: 20, Winner: 'Highest Open Rate' })).toEqual([4]);
    expect(await code({ CampaignID: id, TestSize: 20, TestDuration: 60 })).toEqual([5]);
    expect(await code({ CampaignID: id, ...valid }, other)).toEqual([6]);
    expect(await code({ CampaignID: 'first', ...valid })).toEqual([6]);
    expect(await code({ CampaignID: id, ...valid, TestSize: 100 })).toEqual([7]);
    expect(await code({ CampaignID: id, ...valid, TestSize: '20%' })).toEqual([7]);
    expect(await code({ CampaignID: id, ...valid, TestDuration: 0 })).toEqual([8]);
    expect(await code({ CampaignID: id, ...valid, Winner: 'Most Opens' })).toEqual([9]);
    await e2eSql(`UPDATE "campaigns"."campaign" SET "status" = 'Sent' WHERE "id" = $1`, [id]);
    expect(await code({ CampaignID: id, ...valid })).toEqual([10]);
    expect((await e2eSql(`SELECT 1 FROM "campaigns"."split_test" WHERE "campaign_id" = $1`, [id])).length).toBe(0);
  });
});

// A real split test through HTTP and SMTP: the test share gets the variations, the rest waits for the winner.
(inbox ? describe : describe.skip)('a split test from splittest.create to the inbox, read back through campaign.abtest.get', () => {
  let u: EmailsUser;
  let a: number;
  let b: number;
  let id: number;
  const domain = `${unique('split')}.example`;
  const address = (n: number) => `r${n}@${domain}`;
  const all = Array.from({ length: 10 }, (_, n) => n);
  const received = async (n: number): Promise<StoredMail[]> => Promise.all((await inbox!.list(address(n))).map((m) => inbox!.get(m.id)));
  const campaignGet = async (campaignId: number) => (await u.ok('Campaign.Get', { CampaignID: campaignId })).Campaign;

  beforeAll(async () => {
    u = await emailsUser();
    const html = (name: string) =>
      `<html><body><p>${name}</p><a href="https://shop.example/${name}">Shop</a><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>`;
    a = await u.email(validEmail({ Subject: 'Variant A', HTMLContent: html('a') }));
    b = await u.email(validEmail({ Subject: 'Variant B', HTMLContent: html('b') }));
    const list = await u.list();
    for (const n of all) await u.subscriber(list, address(n));
    id = Number((await u.ok('Campaign.Create', { CampaignName: unique('split') })).CampaignID);
    await u.ok('Campaign.Update', {
      CampaignID: id,
      RelEmailID: a,
      ScheduleType: 'Immediate',
      RecipientListsAndSegments: `${list}:0`,
      ABTesting: JSON.stringify({
        Variations: [
          { EmailID: a, Weight: 1 },
          { EmailID: b, Weight: 1 },
        ],
      }),
    });
    await u.ok('splittest.create', { CampaignID: id, TestSize: 40, TestDuration: 3600, Winner: 'Most Unique Clicks' });
  });

  it('sends the variations to the test share only, then the clicked variation to everyone else once TestDuration is over', async () => {
    await u.ok('Campaign.Approve', { CampaignID: id });
    // 40% of 10: four recipients, two per variation; the campaign keeps Sending while the rest waits
    await until(
      () => campaignGet(id),
      (c) => c.TotalSent === 4,
      'the test share to be sent',
    );
    const planned = await until(
      () =>
        e2eSql<{ id: string; seconds: number }>(
          `SELECT "id", round(extract(epoch FROM "start_after" - now()))::int AS "seconds" FROM "campaigns_jobs"."job"
           WHERE "name" = 'campaigns.split-test-decide' AND "data"->>'campaignId' = $1::text AND "state" = 'created'`,
          [id],
        ),
      (rows) => rows.length === 1,
      'the planned decision',
    );
    expect(planned[0].seconds).toBeGreaterThan(3500);
    const first = await Promise.all(all.map(received));
    expect(first.map((m) => m.length).reduce((x, y) => x + y)).toBe(4);
    expect(
      first
        .flat()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Variant A', 'Variant A', 'Variant B', 'Variant B']);
    expect((await campaignGet(id)).CampaignStatus).toBe('Sending');

    const midway = await u.ok('campaign.abtest.get', { CampaignID: id });
    expect(items(midway.ABTest.Variations).map((v: any) => [v.EmailID, v.Subject, v.TotalSent])).toEqual([
      [a, 'Variant A', 2],
      [b, 'Variant B', 2],
    ]);

    // one reader of B clicks (a while after the hand-over: sooner would be a link scanner's)
    await e2eSql(`UPDATE "campaigns"."recipient" SET "sent_at" = "sent_at" - make_interval(secs => $2) WHERE "campaign_id" = $1`, [id, CLICK_AFTER_SEND_S]);
    const readerOfB = first.flat().find((m) => m.subject === 'Variant B')!;
    const click = /<a[^>]+href="([^"]+\/t\/c\/[^"]+)"/.exec(readerOfB.html!)![1];
    expect((await fetch(click, { redirect: 'manual', headers: BROWSER })).status).toBe(302);

    await e2eSql(`UPDATE "campaigns_jobs"."job" SET "start_after" = now() WHERE "id" = $1`, [planned[0].id]);
    await until(
      () => campaignGet(id),
      (c) => c.CampaignStatus === 'Sent',
      'the winner to be sent to the rest',
    );
    const final = await Promise.all(all.map(received));
    expect(final.map((m) => m.length)).toEqual(all.map(() => 1));
    const subjects = final.flat().map((m) => m.subject);
    expect([subjects.filter((s) => s === 'Variant A').length, subjects.filter((s) => s === 'Variant B').length]).toEqual([2, 8]);
  }, 150_000);

  it.each(FORMATS)('campaign.abtest.get shows each variation’s figures and the split test’s winner (%s)', async (format) => {
    const res = await u.call('campaign.abtest.get', { CampaignID: id }, format);
    expect(succeeded(res)).toBe(true);
    const test = res.body.ABTest;
    expect(String(test.IsABTest)).toMatch(/^(true|1)$/);
    const rows = items(test.Variations).map((v: any) => ({
      EmailID: Number(v.EmailID),
      Subject: v.Subject,
      FromEmail: v.FromEmail,
      TotalSent: Number(v.TotalSent),
      UniqueClicks: Number(v.UniqueClicks),
      ClickRate: Number(v.ClickRate),
      UniqueOpens: Number(v.UniqueOpens),
      CTOR: Number(v.CTOR),
    }));
    expect(rows).toEqual([
      { EmailID: a, Subject: 'Variant A', FromEmail: 'news@example.com', TotalSent: 2, UniqueClicks: 0, ClickRate: 0, UniqueOpens: 0, CTOR: 0 },
      { EmailID: b, Subject: 'Variant B', FromEmail: 'news@example.com', TotalSent: 8, UniqueClicks: 1, ClickRate: 12.5, UniqueOpens: 1, CTOR: 100 },
    ]);
    expect(Number(test.Winner.EmailID)).toBe(b);
  });

  it('campaign.abtest.get shows a planned auto-resend, and a resend’s parent campaign', async () => {
    const resend = Number((await u.ok('Campaign.Create', { CampaignName: unique('resend') })).CampaignID);
    await u.ok('Campaign.Update', { CampaignID: resend, AutoResendEnabled: 'true', AutoResendWaitDays: 3, AutoResendSubject: 'Last call' });
    expect((await u.ok('campaign.abtest.get', { CampaignID: resend })).AutoResend).toEqual({
      Status: 'scheduled',
      WaitDays: 3,
      Subject: 'Last call',
      PreHeaderText: '',
    });
    const child = Number((await u.ok('Campaign.Create', { CampaignName: unique('child') })).CampaignID);
    await u.ok('Campaign.Update', { CampaignID: child, OriginalCampaignID: id });
    const parent = (await u.ok('campaign.abtest.get', { CampaignID: child })).ParentCampaign;
    expect(parent).toMatchObject({ CampaignID: id, TotalSent: 10, UniqueClicks: 1, ClickRate: 10, CTOR: 100 });
  });

  it('a campaign cancelled during its test never sends the held recipients, and its decision does nothing', async () => {
    const list = await u.list();
    const other = (n: number) => `c${n}@${domain}`;
    for (const n of [0, 1, 2, 3, 4]) await u.subscriber(list, other(n));
    const cancelled = Number((await u.ok('Campaign.Create', { CampaignName: unique('split-cancel') })).CampaignID);
    await u.ok('Campaign.Update', {
      CampaignID: cancelled,
      RelEmailID: a,
      ScheduleType: 'Immediate',
      RecipientListsAndSegments: `${list}:0`,
      ABTesting: JSON.stringify({
        Variations: [
          { EmailID: a, Weight: 1 },
          { EmailID: b, Weight: 1 },
        ],
      }),
    });
    await u.ok('splittest.create', { CampaignID: cancelled, TestSize: 40, TestDuration: 3600, Winner: 'Highest Open Rate' });
    await u.ok('Campaign.Approve', { CampaignID: cancelled });
    // 40% of 5: two in the test
    await until(
      () => campaignGet(cancelled),
      (c) => c.TotalSent === 2,
      'the test share to be sent',
    );
    const planned = await until(
      () =>
        e2eSql<{ id: string }>(
          `SELECT "id" FROM "campaigns_jobs"."job" WHERE "name" = 'campaigns.split-test-decide' AND "data"->>'campaignId' = $1::text AND "state" = 'created'`,
          [cancelled],
        ),
      (rows) => rows.length === 1,
      'the planned decision',
    );
    await u.ok('Campaign.Cancel', { CampaignID: cancelled });
    const states = () =>
      e2eSql<{ state: string; n: number }>(`SELECT "state", count(*)::int AS "n" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 GROUP BY 1 ORDER BY 1`, [
        cancelled,
      ]);
    expect(await until(states, (rows) => !rows.some((r) => r.state === 'held'), 'the held recipients to be cancelled')).toEqual([
      { state: 'cancelled', n: 3 },
      { state: 'sent', n: 2 },
    ]);
    await e2eSql(`UPDATE "campaigns_jobs"."job" SET "start_after" = now() WHERE "id" = $1`, [planned[0].id]);
    await until(
      () => e2eSql<{ state: string }>(`SELECT "state" FROM "campaigns_jobs"."job" WHERE "id" = $1`, [planned[0].id]),
      (rows) => rows[0]?.state === 'completed',
      'the decision to have run',
    );
    expect(await states()).toEqual([
      { state: 'cancelled', n: 3 },
      { state: 'sent', n: 2 },
    ]);
    expect((await campaignGet(cancelled)).CampaignStatus).toBe('Cancelled');
    expect((await Promise.all([0, 1, 2, 3, 4].map(async (n) => (await inbox!.list(other(n))).length))).reduce((x, y) => x + y)).toBe(2);
  }, 120_000);
});
