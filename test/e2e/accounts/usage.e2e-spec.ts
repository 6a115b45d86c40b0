import { e2eEnv, e2eMailInbox, e2eSql, seedUser, unique, until } from '@mail/testing';

import { type EmailsUser, emailsUser } from '../campaigns/emails-helpers';
import { errorCodes, FORMATS, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();
const inbox = e2eMailInbox();

const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => new Date().toISOString().slice(0, 7);
const GATEWAY_SENT = 5;
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

// A campaign really sent (to the dev SMTP server) is what campaigns records; gateway sends are accounts' own counters
// (filled from the gateway's UsageReported events: written here as the consumer writes them). Skipped without an inbox.
(inbox ? describe : describe.skip)('usage: users.usage.get, user.usage.get, user.snapshot, user.stats', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  const domain = `${unique('usage')}.example`;
  const recipients = ['a', 'b', 'c'].map((n) => `${n}@${domain}`);

  beforeAll(async () => {
    [u, other] = [await emailsUser(), await emailsUser()];
    const listId = await u.list();
    await u.list(); // an empty second list
    for (const address of recipients) await u.subscriber(listId, address);
    await u.ok('Segment.Create', {
      SubscriberListID: listId,
      SegmentName: 'all',
      SegmentOperator: 'AND',
      RulesJson: JSON.stringify([[{ type: 'suppressions', operator: 'not exist' }]]),
    });
    await other.subscriber(await other.list(), `x@${domain}`);
    const emailId = await u.email();
    const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: unique('usage') });
    await u.ok('Campaign.Update', { CampaignID, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${listId}:0` });
    await u.ok('Campaign.Approve', { CampaignID });
    await until(
      async () => (await u.ok('Campaign.Get', { CampaignID })).Campaign,
      (c) => c.Status === 'Sent',
      'the campaign to be Sent',
      60_000,
    );
    for (const period of ['day', 'month'])
      await e2eSql(
        `INSERT INTO "accounts"."usage_counter" ("user_id", "metric", "period", "period_start", "count")
         VALUES ($1, 'email_gateway_sent', $2, date_trunc($2, now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', $3)
         ON CONFLICT ("user_id", "metric", "period", "period_start") DO UPDATE SET "count" = "accounts"."usage_counter"."count" + EXCLUDED."count"`,
        [u.user.userId, period, GATEWAY_SENT],
      );
  }, 120_000);

  it('users.usage.get: emails sent per day (campaign + gateway) and live active subscribers, per requested user', async () => {
    const res = await api.legacy('users.usage.get', {
      AdminAPIKey: adminApiKey,
      StartDate: today(),
      EndDate: today(),
      UserIDs: `${u.user.userId},${other.user.userId},99999999`,
    });
    expect(succeeded(res)).toBe(true);
    expect(res.body).toMatchObject({ Aggregation: 'daily', StartDate: today(), EndDate: today(), Metrics: ['sent_emails'], UserCount: 3 });
    expect(res.body.Users[String(u.user.userId)]).toMatchObject({
      UserID: u.user.userId,
      Metrics: { sent_emails: { [today()]: recipients.length + GATEWAY_SENT } },
      TotalSentEmails: recipients.length + GATEWAY_SENT,
      TotalActiveSubscribers: { Value: recipients.length, Source: 'lists' },
    });
    expect(res.body.Users[String(other.user.userId)]).toMatchObject({ TotalSentEmails: 0, Metrics: { sent_emails: {} }, TotalActiveSubscribers: { Value: 1 } });
    expect(res.body.Users['99999999']).toMatchObject({ TotalSentEmails: 0, TotalActiveSubscribers: { Value: 0 } });
  });

  it('users.usage.get answers XML too', async () => {
    const res = await api.legacy(
      'users.usage.get',
      { AdminAPIKey: adminApiKey, StartDate: today(), EndDate: today(), UserIDs: u.user.userId },
      { format: 'XML' },
    );
    expect(res.isXml).toBe(true);
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.UserCount)).toBe(1);
    expect(res.text).toContain(`<TotalSentEmails>${recipients.length + GATEWAY_SENT}</TotalSentEmails>`);
  });

  it('users.usage.get: monthly aggregation, and a range without sends leaves the periods out', async () => {
    const monthly = await api.legacy('users.usage.get', {
      AdminAPIKey: adminApiKey,
      StartDate: `${thisMonth()}-01`,
      EndDate: today(),
      Aggregation: 'monthly',
      Metrics: 'sent_emails',
      UserIDs: [u.user.userId],
    });
    expect(monthly.body.Users[String(u.user.userId)].Metrics.sent_emails).toEqual({ [`${thisMonth()}-01`]: recipients.length + GATEWAY_SENT });
    const past = await api.legacy('users.usage.get', {
      AdminAPIKey: adminApiKey,
      StartDate: '2001-01-01',
      EndDate: '2001-01-31',
      UserIDs: String(u.user.userId),
    });
    expect(past.body.Users[String(u.user.userId)]).toMatchObject({ Metrics: { sent_emails: {} }, TotalSentEmails: 0 });
    // without UserIDs: every user with sends or active subscribers
    const all = await api.legacy('users.usage.get', { AdminAPIKey: adminApiKey, StartDate: today(), EndDate: today() });
    expect(Object.keys(all.body.Users)).toEqual(expect.arrayContaining([String(u.user.userId), String(other.user.userId)]));
  });

  it.each(FORMATS)('users.usage.get error codes (%s)', async (format) => {
    const call = (p: Record<string, unknown>) => api.legacy('users.usage.get', { AdminAPIKey: adminApiKey, ...p }, { format });
    expect(errorCodes(await call({ EndDate: today() }))).toEqual([1]);
    expect(errorCodes(await call({ StartDate: today() }))).toEqual([2]);
    expect(errorCodes(await call({ StartDate: today(), EndDate: today(), Aggregation: 'hourly' }))).toEqual([3]);
    expect(errorCodes(await call({ StartDate: today(), EndDate: today(), Metrics: 'sent_emails,opens' }))).toEqual([4]);
    expect(errorCodes(await call({ StartDate: 'yesterday', EndDate: today() }))).toEqual([5]);
    expect(errorCodes(await call({ StartDate: '2026-02-30', EndDate: today() }))).toEqual([5]);
    expect(errorCodes(await api.legacy('users.usage.get', { APIKey: u.user.apiKey, StartDate: today(), EndDate: today() }, { format }))).toEqual([99998]);
  });

  it('user.usage.get answers XML too', async () => {
    const res = await api.legacy('user.usage.get', { AdminAPIKey: adminApiKey, UserID: u.user.userId }, { format: 'XML' });
    expect([res.isXml, succeeded(res), Number(res.body.UserID)]).toEqual([true, true, u.user.userId]);
  });

  it('user.usage.get: usage in the limit windows and the features in use', async () => {
    const res = await api.legacy('user.usage.get', { AdminAPIKey: adminApiKey, UserID: u.user.userId });
    expect(succeeded(res)).toBe(true);
    expect(res.body).toMatchObject({
      UserID: u.user.userId,
      Periods: { EmailSend: { Type: 'CalendarMonth', Derived: false }, CampaignSend: { Derived: true } },
      Usage: {
        ActiveSubscribers: { Value: recipients.length, AsOf: null },
        EmailsSentInPeriod: { Value: recipients.length + GATEWAY_SENT, Period: 'EmailSend' },
        CampaignsSentInPeriod: { Value: 0, Derived: true },
      },
      Features: {
        Campaigns: { InUse: true, Count: 1 },
        Lists: { InUse: true, Count: 2 },
        Segments: { InUse: true, Count: 1 },
        UserAPIKeys: { InUse: true, Count: 1 },
        Journeys: { InUse: false, Count: 0, ActiveCount: 0 },
        AutoResponders: { InUse: false, Count: 0 },
        SendingDomains: { InUse: false, Count: 0 },
        EmailGatewayAPIKeys: { InUse: false, Count: 0 },
      },
    });
    expect(res.body.Periods.EmailSend.Start).toBe(`${thisMonth()}-01 00:00:00`);
  });

  it.each(FORMATS)('user.usage.get error codes (%s)', async (format) => {
    const call = (p: Record<string, unknown>) => api.legacy('user.usage.get', { AdminAPIKey: adminApiKey, ...p }, { format });
    expect(errorCodes(await call({}))).toEqual([1]);
    expect(errorCodes(await call({ UserID: 'abc' }))).toEqual([2]);
    expect(errorCodes(await call({ UserID: -4 }))).toEqual([2]);
    expect(errorCodes(await call({ UserID: 99999999 }))).toEqual([3]);
  });

  it.each(FORMATS)("user.snapshot: the user's own month; an administrator names the user (%s)", async (format) => {
    const own = await api.legacy('user.snapshot', { APIKey: u.user.apiKey, Month: thisMonth(), UserID: other.user.userId }, { format });
    expect(succeeded(own)).toBe(true);
    expect([own.body.CampaignsSent, own.body.EmailsSent, own.body.Subscribers, own.body.Lists].map(Number)).toEqual([
      1,
      recipients.length + GATEWAY_SENT,
      recipients.length,
      2,
    ]);
    const byEmail = await api.legacy('user.snapshot', { AdminAPIKey: adminApiKey, EmailAddress: other.user.email, Month: thisMonth() }, { format });
    expect([byEmail.body.CampaignsSent, byEmail.body.EmailsSent, byEmail.body.Subscribers, byEmail.body.Lists].map(Number)).toEqual([0, 0, 1, 1]);
    const past = await api.legacy('user.snapshot', { AdminAPIKey: adminApiKey, UserID: u.user.userId, Month: '2001-01' }, { format });
    expect([past.body.CampaignsSent, past.body.EmailsSent].map(Number)).toEqual([0, 0]);
  });

  it.each(FORMATS)('user.snapshot error codes (%s)', async (format) => {
    const admin = (p: Record<string, unknown>) => api.legacy('user.snapshot', { AdminAPIKey: adminApiKey, ...p }, { format });
    expect(errorCodes(await admin({ Month: thisMonth() }))).toEqual([2]);
    expect(errorCodes(await admin({ Month: thisMonth(), EmailAddress: '' }))).toEqual([1]);
    expect(errorCodes(await admin({ UserID: u.user.userId }))).toEqual([3]);
    expect(errorCodes(await admin({ UserID: u.user.userId, Month: '2026-13' }))).toEqual([4]);
    expect(errorCodes(await admin({ UserID: 99999999, Month: thisMonth() }))).toEqual([5]);
    expect(errorCodes(await admin({ EmailAddress: 'nobody@nowhere.example', Month: thisMonth() }))).toEqual([5]);
    const seeded = await seedUser(api, adminApiKey);
    expect(errorCodes(await api.legacy('user.snapshot', { Month: thisMonth(), APIKey: 'wrong' }, { format }))).toEqual([99998]);
    expect(succeeded(await api.legacy('user.snapshot', { Month: thisMonth(), APIKey: seeded.apiKey }, { format }))).toBe(true);
  });

  it('user.stats: headline figures, 30-day weighted rates and the series, for the calling user only', async () => {
    const mail = await inbox!.get((await inbox!.list(recipients[0]))[0].id);
    const pixel = /<img[^>]+src="([^"]+\/t\/o\/[^"]+)"/.exec(mail.html ?? '')?.[1];
    expect(pixel).toBeDefined();
    await fetch(pixel!, { headers: { 'user-agent': BROWSER } });
    const stats = async () => (await api.v1('POST', 'user.stats', { APIKey: u.user.apiKey, StartDate: today(), EndDate: today(), Aggregation: 'daily' })).body;
    const body = await until(stats, (b) => b?.Opens?.[today()] === 1, 'the open to be counted', 15_000);
    expect(body).toMatchObject({
      NumberOfLists: 2,
      TotalActiveLists: 2,
      TotalActiveSubscribers: recipients.length,
      TotalSegments: 1,
      AvgOpenRate30dWeighted: Math.round((1 / recipients.length) * 10_000) / 10_000,
      AvgClickRate30dWeighted: 0,
      AvgCTOR30dWeighted: 0,
      AvgForwardRate30dWeighted: 0,
      'New Subscribers': { [today()]: recipients.length },
      'Sent Emails': { [today()]: recipients.length + GATEWAY_SENT },
      Opens: { [today()]: 1 },
    });
    const theirs = (await api.v1('POST', 'user.stats', { APIKey: other.user.apiKey, StartDate: today(), EndDate: today(), Aggregation: 'daily' })).body;
    expect(theirs).toMatchObject({ NumberOfLists: 1, TotalActiveSubscribers: 1, 'Sent Emails': {}, Opens: {}, AvgOpenRate30dWeighted: null });
  });

  it.each(FORMATS)('user.stats over the legacy entry, monthly, and its error codes (%s)', async (format) => {
    const call = (p: Record<string, unknown>) => api.legacy('user.stats', { APIKey: u.user.apiKey, ...p }, { format });
    const monthly = await call({ StartDate: `${thisMonth()}-01`, EndDate: today(), Aggregation: 'Monthly' });
    expect(Number(monthly.body.NumberOfLists)).toBe(2);
    expect(errorCodes(await call({ EndDate: today(), Aggregation: 'daily' }))).toEqual([1]);
    expect(errorCodes(await call({ StartDate: today(), Aggregation: 'daily' }))).toEqual([2]);
    expect(errorCodes(await call({ StartDate: today(), EndDate: today() }))).toEqual([3]);
    expect(errorCodes(await call({ StartDate: today(), EndDate: today(), Aggregation: 'hourly' }))).toEqual([4]);
    expect(errorCodes(await call({ StartDate: 'soon', EndDate: today(), Aggregation: 'daily' }))).toEqual([5]);
    expect(
      errorCodes(await api.legacy('user.stats', { AdminAPIKey: adminApiKey, StartDate: today(), EndDate: today(), Aggregation: 'daily' }, { format })),
    ).toEqual([99998]);
  });
});
