/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { FORMATS, sql, succeeded, trackingUser, type TrackingUser, v1Code, waitFor } from '../tracking/tracking-helpers';
import { startFakeTwilio } from './fake-twilio';
import { eventsSign, postForm, twilioSign } from './sms-helpers';

const TOKEN = 'fake-auth-token';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * One campaign through the fake Twilio provider: three subscribers (a valid number, an invalid one, none), a
 * delivery receipt delivered twice, a click on the short link, a STOP reply; then every read shows those facts.
 */
describe('SMS campaign: sending, receipts, click, STOP reply, reads, retention', () => {
  let u: TrackingUser;
  let provider: Awaited<ReturnType<typeof startFakeTwilio>>;
  let campaignId: number;
  let listId: number;
  let stopAddress: string;
  let hooks: { StatusCallbackURL: string; InboundURL: string; EventsURL: string; EventsSecret: string };
  const read = async (path: string, params: Record<string, unknown> = {}) => {
    const res = await u.v1('GET', path, { SMSCampaignID: campaignId, ...params });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body as Record<string, any>;
  };
  const stats = () => read('smscampaign.stats');

  beforeAll(async () => {
    provider = await startFakeTwilio();
    u = await trackingUser();
    listId = await u.list();
    const phoneField = await u.field(listId);
    const nameField = await u.field(listId);
    const add = (email: string, phone: string | undefined) =>
      u.ok('Subscriber.Create', { ListID: listId, EmailAddress: email, CustomFields: { [phoneField]: phone ?? '', [nameField]: 'Ada' } });
    stopAddress = `ok-${Date.now()}@example.com`;
    await add(stopAddress, '(415) 555-2671');
    await add(`bad-${Date.now()}@example.com`, '12');
    await add(`none-${Date.now()}@example.com`, undefined);
    hooks = (await u.v1('POST', 'smsprovider', { Provider: 'twilio', BaseURL: provider.url, AccountSID: 'AC123', AuthToken: TOKEN })).body;
    const created = await u.v1('POST', 'smscampaign.create', {
      Name: 'Offer',
      Message: `Hi %Subscriber:CustomField${nameField}%, see %Link%`,
      ListID: listId,
      PhoneFieldID: phoneField,
      SenderID: '+15005550006',
      LinkURL: 'https://example.com/offer',
    });
    campaignId = created.body.SMSCampaignID;
    const sent = await u.v1('POST', 'smscampaign.send', { SMSCampaignID: campaignId });
    if (sent.body?.Status !== 'Sending') throw new Error(`smscampaign.send: ${sent.text}`);
    await waitFor(
      async () => provider.messages.length,
      (n) => n >= 1,
      20_000,
    );
  }, 60_000);
  afterAll(() => provider?.stop());

  it('sends the valid number through the provider in E.164 with the personalised text and a short link', () => {
    expect(provider.messages).toHaveLength(1);
    const [m] = provider.messages;
    expect(m.accountSid).toBe('AC123');
    expect(m.authorization).toBe(`Basic ${Buffer.from(`AC123:${TOKEN}`).toString('base64')}`);
    expect(m.form).toMatchObject({ To: '+14155552671', From: '+15005550006', StatusCallback: hooks.StatusCallbackURL });
    expect(m.form.Body).toMatch(/^Hi Ada, see http\S+\/s\/[A-Za-z0-9_-]{16}$/);
  });

  it('stores receipts once, records the click and the STOP reply, and every read shows exactly those facts', async () => {
    const sid = provider.messages[0].sid;
    const receipt = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: 'AC123' };
    const forged = await postForm(hooks.StatusCallbackURL, receipt, 'bad');
    expect(forged.status).toBe(403);
    for (let i = 0; i < 2; i++)
      expect((await postForm(hooks.StatusCallbackURL, receipt, twilioSign(TOKEN, hooks.StatusCallbackURL, receipt))).status).toBe(204);

    const link = /http\S+\/s\/[A-Za-z0-9_-]{16}/.exec(provider.messages[0].form.Body)![0];
    const click = await fetch(link, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
    expect([click.status, click.headers.get('location')]).toEqual([302, 'https://example.com/offer']);
    const bot = await fetch(link, { redirect: 'manual', headers: { 'user-agent': 'WhatsApp/2.23' } });
    expect(bot.status).toBe(302);

    const stop = { MessageSid: 'SMreply1', From: '+14155552671', To: '+15005550006', Body: ' stop ' };
    const inbound = await postForm(hooks.InboundURL, stop, twilioSign(TOKEN, hooks.InboundURL, stop));
    expect(inbound.status).toBe(200);

    const s = await waitFor(stats, (b) => b.Counters.TotalOptOuts === 1 && b.Counters.TotalClicks === 1 && b.Counters.TotalDelivered === 1, 20_000);
    expect(s).toMatchObject({ SMSCampaignID: campaignId, Status: 'Sent', DetailExpired: false, DetailExpiredAt: null });
    expect(s.Counters).toMatchObject({
      TotalAudience: 3,
      TotalQueued: 1,
      TotalSent: 1,
      TotalDelivered: 1,
      TotalUndelivered: 0,
      TotalExpired: 0,
      TotalClicks: 1,
      TotalUniqueClicks: 1,
      TotalReplies: 1,
      TotalOptOuts: 1,
      TotalParts: 1,
      AwaitingReport: 0,
      ActualCost: '0.00750',
      CostCurrency: 'USD',
    });
    expect(s.Counters.CountersUpdatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(s.Rates).toEqual({ DeliveryRate: 100, UndeliveredRate: 0, ClickRate: 100, ReplyRate: 100, OptOutRate: 100 });
    expect(s.Funnel).toEqual({
      Audience: 3,
      Skipped: expect.arrayContaining([
        { Reason: 'invalid_number', Total: 1 },
        { Reason: 'missing_number', Total: 1 },
      ]),
      Queued: 1,
      Sent: 1,
      Delivered: 1,
      Clicked: 1,
      Replied: 1,
      OptedOut: 1,
    });

    const events = await read('smscampaign.events', { Limit: 500 });
    const kinds = events.Events.map((e: any) => e.Event).sort();
    expect(kinds).toEqual(['clicked', 'clicked', 'delivered', 'opted_out', 'queued', 'replied', 'send_attempt', 'sent', 'skipped', 'skipped']);
    expect(events.NextCursor).toBeNull();
    expect(events.Events.find((e: any) => e.Event === 'clicked' && e.IsBot === 1)).toBeDefined();
    expect(events.Events[0].EventTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);

    // paging on (EventTime, EventID), the cursor sent back exactly as received, covers every event once
    const seen: string[] = [];
    let cursor: any = undefined;
    do {
      const page: any = await read('smscampaign.events', { Limit: 3, ...(cursor ?? {}) });
      seen.push(...page.Events.map((e: any) => e.EventID));
      cursor = page.NextCursor;
    } while (cursor);
    expect(seen).toEqual(events.Events.map((e: any) => e.EventID));

    const recipients = await read('smscampaign.recipients');
    expect(recipients.DetailExpired).toBe(false);
    const byStatus = Object.fromEntries(recipients.Recipients.map((r: any) => [r.Status, r]));
    expect(Object.keys(byStatus).sort()).toEqual(['Delivered', 'Rejected']);
    expect(byStatus.Delivered).toMatchObject({ RecipientNumber: '+14155552671', ClickCount: 1 });
    expect(byStatus.Delivered.DeliveredTime).not.toBeNull();
    expect((await read('smscampaign.recipients', { Status: 'delivered' })).Recipients).toHaveLength(1);

    // the list's default OptOutScope; Unsubscribed once lists has answered (SmsOptOutApplied)
    const replies = await waitFor(
      () => read('smscampaign.replies'),
      (r) => r.Replies[0]?.UnsubscribeStatus !== 'Pending',
      20_000,
    );
    expect(replies.Replies).toEqual([
      expect.objectContaining({ FromNumber: '+14155552671', MessageText: ' stop ', IsOptOut: 1, OptOutScope: 'This list', UnsubscribeStatus: 'Unsubscribed' }),
    ]);
    expect(replies.NextCursor).toBeNull();

    const hourly = await read('smscampaign.stats.timeseries', { Events: 'clicked,delivered' });
    expect(hourly).toMatchObject({ Granularity: 'hour', ExcludesBots: true, MessagesOnlyMeaningfulForOutcomes: true });
    expect(hourly.Series.map((r: any) => [r.Event, r.Events, r.Messages])).toEqual([
      ['clicked', 1, 1],
      ['delivered', 1, 1],
    ]);
    const withBots = await read('smscampaign.stats.timeseries', { Events: 'clicked', IncludeBots: 1 });
    expect(withBots.Series.map((r: any) => r.Events)).toEqual([2]);
    const daily = await read('smscampaign.stats.timeseries', { Granularity: 'day', Events: 'clicked,queued' });
    expect(daily.ExcludesBots).toBe(false);
    expect(daily.Series.map((r: any) => [r.Event, r.Events, r.Messages])).toEqual([
      ['clicked', 2, 1],
      ['queued', 1, 0],
    ]);

    const countries = await read('smscampaign.stats.breakdown', { Dimension: 'country', Event: 'sent' });
    expect(countries).toMatchObject({
      Dimension: 'country',
      Event: 'sent',
      ExcludesBots: true,
      Limit: 50,
      Breakdown: [{ Dimension: 'US', Events: 1, Messages: 1 }],
    });
    const reasons = await read('smscampaign.stats.breakdown', { Dimension: 'error_code', Event: 'skipped', Limit: 1 });
    expect(reasons.Breakdown).toHaveLength(1);

    const clicks = await read('smscampaign.linkclicks');
    expect(clicks.Links).toEqual([{ URL: 'https://example.com/offer', TotalClicks: 1, UniqueClicks: 1 }]);
    expect(clicks.Clicks).toEqual([expect.objectContaining({ DeviceType: 'mobile', Browser: 'Safari', OS: 'iOS', IsBot: 0 })]);
  });

  it("unsubscribes the subscriber who said STOP from the campaign's list (SmsOptedOut through the outbox to lists)", async () => {
    const status = async () => (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: stopAddress })).SubscriberInformation.SubscriptionStatus as string;
    expect(await waitFor(status, (s) => s === 'Unsubscribed', 20_000)).toBe('Unsubscribed');
  });

  it('suppresses the number that said STOP: a later campaign skips it', async () => {
    expect(await sql(`SELECT "number" FROM "sms"."suppression" WHERE "number" = '+14155552671'`)).toHaveLength(1);
  });

  it('answers 410 for an expired short link', async () => {
    const token = /\/s\/([A-Za-z0-9_-]{16})/.exec(provider.messages[0].form.Body)![1];
    await sql(`UPDATE "sms"."short_link" SET "expires_at" = now() - interval '1 hour' WHERE "token" = $1`, [token]);
    const res = await fetch(/http\S+\/s\/[A-Za-z0-9_-]{16}/.exec(provider.messages[0].form.Body)![0], { redirect: 'manual' });
    expect(res.status).toBe(410);
  });

  it("never shows another user's campaign (404), in JSON and XML, v1 and legacy", async () => {
    const other = await trackingUser();
    for (const format of FORMATS) {
      const res = await other.v1('GET', 'smscampaign.stats', { SMSCampaignID: campaignId }, format);
      expect([res.status, v1Code(res)]).toEqual([404, 404]);
      const legacy = await other.legacy('smscampaign.stats', { SMSCampaignID: campaignId }, format);
      expect(succeeded(legacy)).toBe(false);
    }
  });

  it('after the retention window the detail is gone (DetailExpired) and the counters are unchanged', async () => {
    const before = (await stats()).Counters;
    await sql(`UPDATE "sms"."sms_campaign" SET "send_at" = now() - interval '400 days' WHERE "id" = $1`, [campaignId]);
    // any new event asks for a roll-up soon, which also runs the retention
    const body = JSON.stringify({
      Events: [
        {
          EventID: `late-${Date.now()}`,
          Type: 'receipt',
          Status: 'clicked',
          QueueID: 0,
          MessageID: provider.messages[0].sid,
          IsBot: 1,
          URL: 'https://example.com/offer',
        },
      ],
    });
    const res = await fetch(hooks.EventsURL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-sms-signature': eventsSign(hooks.EventsSecret, body) },
    });
    expect(res.status).toBe(200);
    const after = await waitFor(stats, (b) => b.DetailExpired === true, 20_000);
    expect(after.DetailExpiredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { CountersUpdatedAt: _a, ...was } = before;
    const { CountersUpdatedAt: _b, ...now } = after.Counters;
    expect(now).toEqual(was);
    const recipients = await read('smscampaign.recipients');
    expect(recipients).toMatchObject({ DetailExpired: true, Recipients: [] });
  });
});
