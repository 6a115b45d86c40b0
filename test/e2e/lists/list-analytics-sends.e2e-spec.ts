import { e2eEnv, e2eMailInbox, e2eSql, unique, until } from '@mail/testing';

import { reportComplaint, reportHardBounce } from '../campaigns/bounce-report';
import { type EmailsUser, emailsUser, validEmail } from '../campaigns/emails-helpers';

const inbox = e2eMailInbox();
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };
const OFFER = 'https://shop.example/analytics-offer';

// The list analytics from a real send: deliveries, an open and a click through the message's own links and a hard
// bounce, as lists records them from the campaign's events. An archived list among the recipients receives nothing.
(inbox ? describe : describe.skip)('list analytics from a sent campaign', () => {
  const { baseUrl } = e2eEnv();
  let u: EmailsUser;
  let listId: number;
  let archivedId: number;
  let campaignId: number;
  const domain = `${unique('la')}.example`;
  const address = (name: string) => `${name}@${domain}`;
  const received = async (name: string) => inbox!.get((await inbox!.list(address(name)))[0].id);

  beforeAll(async () => {
    u = await emailsUser();
    listId = await u.list();
    for (const name of ['reader', 'bouncer', 'third']) await u.subscriber(listId, address(name));
    archivedId = await u.list();
    await u.subscriber(archivedId, address('archived'));
    await u.ok('List.Archive', { SubscriberListID: archivedId });

    const emailId = await u.email(
      validEmail({ HTMLContent: `<html><body><p>Hi</p><a href="${OFFER}">Offer</a> <a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>` }),
    );
    ({ CampaignID: campaignId } = await u.ok('Campaign.Create', { CampaignName: unique('analytics') }));
    await u.ok('Campaign.Update', {
      CampaignID: campaignId,
      RelEmailID: emailId,
      ScheduleType: 'Immediate',
      RecipientListsAndSegments: `${listId}:0,${archivedId}:0`,
    });
    await u.ok('Campaign.Approve', { CampaignID: campaignId });
    await until(
      () => u.ok('Campaign.Get', { CampaignID: campaignId }),
      (r) => r.Campaign.Status === 'Sent',
      'the campaign to be Sent',
      60_000,
    );

    const html = (await received('reader')).html!;
    const pixel = /<img[^>]+src="([^"]+\/t\/o\/[^"]+)"/.exec(html)?.[1];
    const click = /<a[^>]+href="([^"]+\/t\/c\/[^"]+)"/.exec(html)?.[1];
    const opened = await fetch(pixel!, { headers: BROWSER });
    // a reader clicks a while after the send (sooner counts as a link scanner): the hand-over time moves back instead of waiting
    await e2eSql(`UPDATE "campaigns"."recipient" SET "sent_at" = "sent_at" - interval '30 seconds' WHERE "campaign_id" = $1`, [campaignId]);
    const clicked = await fetch(click!, { headers: BROWSER, redirect: 'manual' });
    if (opened.status !== 200 || clicked.status !== 302) throw new Error(`tracking answered ${opened.status} / ${clicked.status}`);
    await reportHardBounce(await received('bouncer'), baseUrl);
    await reportComplaint(await received('third'), baseUrl);

    await until(
      () => u.ok('List.GetBounceTrend', { ListID: listId, Weeks: 1 }),
      (r) => r.Series[0].TotalSent === 3 && r.Series[0].HardBounces === 1 && r.Series[0].Complaints === 1,
      'the deliveries, the bounce and the complaint in the list activity',
      30_000,
    );
    await until(
      () => u.ok('Lists.Stats', { ListIDs: String(listId) }),
      (r) => r.Lists[0]?.UniqueOpens === 1 && r.Lists[0]?.UniqueClicks === 1,
      'the open and the click in the list activity',
      30_000,
    );
  }, 150_000);

  it('the archived list among the recipients received nothing', async () => {
    expect(await inbox!.list(address('archived'))).toHaveLength(0);
    expect(await inbox!.list(address('third'))).toHaveLength(1);
  });

  it('List.GetBounceTrend: this week’s sends, hard bounce and complaint as percentages', async () => {
    const week = (await u.ok('List.GetBounceTrend', { ListID: listId, Weeks: 1 })).Series[0];
    expect(week).toMatchObject({ TotalSent: 3, HardBounces: 1, SoftBounces: 0, Complaints: 1, HardBouncePct: 33.33, SoftBouncePct: 0, ComplaintPct: 33.33 });
  });

  it('List.GetActivitySeries and List.GetSubscriberStatusBreakdown count the hard bounce and the complaint', async () => {
    const series = (await u.ok('List.GetActivitySeries', { ListID: listId, Days: 1 })).Series;
    expect(series).toEqual([
      { Date: new Date().toISOString().slice(0, 10), Subscriptions: 3, Unsubscriptions: 1, Imports: 0, SoftBounces: 0, HardBounces: 1, NetGrowth: 1 },
    ]);
    expect((await u.ok('List.GetSubscriberStatusBreakdown', { ListID: listId })).Counts).toMatchObject({
      Active: 1,
      HardBounced: 1,
      Unsubscribed: 1,
      Complained: 1,
    });
  });

  it('List.GetEngagementTiers: the reader who opened and clicked is a Champion', async () => {
    const res = await u.ok('List.GetEngagementTiers', { ListID: listId, NeverEngagedJoinedDays: 1 });
    expect([res.Tiers.Champions, res.Total]).toEqual([1, 1]);
  });

  it('List.GetSendTimeHeatmap: the open in its weekday and hour', async () => {
    const grid: number[][] = (await u.ok('List.GetSendTimeHeatmap', { ListID: listId })).Grid;
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(1);
    const now = new Date();
    expect(grid[(now.getUTCDay() + 6) % 7][now.getUTCHours()] + grid[(now.getUTCDay() + 6) % 7][(now.getUTCHours() + 23) % 24]).toBe(1);
  });

  it('List.GetEspBreakdown: openers by domain', async () => {
    expect((await u.ok('List.GetEspBreakdown', { ListID: listId, Event: 'opens' })).Domains).toEqual([{ Domain: domain, Count: 1, Pct: 100 }]);
  });

  it('List.GetCtrRetentionMatrix: the campaign with its one clicker', async () => {
    const res = await u.ok('List.GetCtrRetentionMatrix', { ListID: listId });
    expect(res.Campaigns).toEqual([expect.objectContaining({ CampaignID: campaignId, BaseClickers: 1, Retention: [100] })]);
  });

  it('Lists.Stats: rates from unique opens and clicks over the sends', async () => {
    const row = (await u.ok('Lists.Stats', { ListIDs: String(listId) })).Lists[0];
    expect(row).toMatchObject({ TotalSent: 3, UniqueOpens: 1, UniqueClicks: 1, OpenRate: 0.3333, ClickRate: 0.3333, CTOR: 1, NetGrowth: 1 });
  });
});
