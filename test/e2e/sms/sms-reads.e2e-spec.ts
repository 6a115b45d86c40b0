/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { FORMATS, sql, trackingUser, type TrackingUser, waitFor } from '../tracking/tracking-helpers';
import { eventsSign, legacyFailure, smsAudience, smsCampaign, v1Failure } from './sms-helpers';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const NUMBERS = ['+14155552671', '+14155552672', '+14155552673'];

/** The six reads and smscampaign.linkclicks: every code, JSON and XML, v1 path and legacy command; paging and bots. */
describe('SMS campaign reads', () => {
  let u: TrackingUser;
  let other: TrackingUser;
  let campaignId: number;
  let otherCampaignId: number;
  let outbox: any[];
  const read = async (path: string, params: Record<string, unknown> = {}) => {
    const res = await u.v1('GET', path, { SMSCampaignID: campaignId, ...params });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body as Record<string, any>;
  };

  beforeAll(async () => {
    [u, other] = await Promise.all([trackingUser(), trackingUser()]);
    // no provider configured: the dev outbox sends
    campaignId = await smsCampaign(u, await smsAudience(u, NUMBERS));
    const sent = await u.v1('POST', 'smscampaign.send', { SMSCampaignID: campaignId });
    if (sent.body?.Status !== 'Sending') throw new Error(`smscampaign.send: ${sent.text}`);
    outbox = await waitFor(
      async () => (await u.v1('GET', 'smsoutbox', { Limit: 500 })).body.Messages as any[],
      (m) => m.length === NUMBERS.length,
      20_000,
    );
    const link = (i: number) => /http\S+\/s\/[A-Za-z0-9_-]{16}/.exec(outbox[i].Body)![0];
    await fetch(link(0), { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
    await fetch(link(0), { redirect: 'manual', headers: { 'user-agent': 'WhatsApp/2.23' } });
    await fetch(link(1), { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
    // the generic JSON endpoint of the outbox provider: two replies (one STOP)
    const hooks = (await u.v1('POST', 'smsprovider', { Provider: 'outbox' })).body;
    const body = JSON.stringify({
      Events: [
        { EventID: `r1-${campaignId}`, Type: 'reply', From: NUMBERS[0], Text: 'thanks', QueueID: outbox[0].QueueID },
        { EventID: `r2-${campaignId}`, Type: 'reply', From: NUMBERS[1], Text: 'STOP', QueueID: outbox[1].QueueID },
        { EventID: `d1-${campaignId}`, Type: 'receipt', Status: 'delivered', QueueID: outbox[0].QueueID, Carrier: 'ACME Mobile' },
      ],
    });
    const posted = await fetch(hooks.EventsURL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-sms-signature': eventsSign(hooks.EventsSecret, body) },
    });
    if (posted.status !== 200) throw new Error(`events: ${posted.status}`);
    await waitFor(
      () => read('smscampaign.stats'),
      (s) => s.Counters.TotalReplies === 2 && s.Counters.TotalClicks === 2 && s.Counters.TotalDelivered === 1,
      20_000,
    );
    otherCampaignId = await smsCampaign(other, await smsAudience(other, []));
  }, 90_000);

  const READS: [string, string, Record<string, unknown>?][] = [
    ['smscampaign.stats', 'smscampaign.stats'],
    ['smscampaign.stats.timeseries', 'smscampaign.stats.timeseries'],
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', { Dimension: 'country' }],
    ['smscampaign.recipients', 'smscampaign.recipients.browse'],
    ['smscampaign.events', 'smscampaign.events.browse'],
    ['smscampaign.replies', 'smscampaign.replies.browse'],
    ['smscampaign.linkclicks', 'smscampaign.linkclicks'],
  ];

  /** [read (v1 path), legacy command, params, HTTP status, code] */
  const CODES: [string, string, Record<string, unknown>, number, number][] = [
    ...READS.flatMap(([path, command, extra = {}]): [string, string, Record<string, unknown>, number, number][] => [
      [path, command, { ...extra, SMSCampaignID: undefined }, 422, 1],
      [path, command, { ...extra, SMSCampaignID: 'abc' }, 422, 2],
      [path, command, { ...extra, SMSCampaignID: '1.5' }, 422, 2],
      [path, command, { ...extra, SMSCampaignID: 999_999_999 }, 404, 404],
    ]),
    ['smscampaign.stats.timeseries', 'smscampaign.stats.timeseries', { Granularity: 'week' }, 422, 3],
    ['smscampaign.stats.timeseries', 'smscampaign.stats.timeseries', { Events: 'delivered,opened' }, 422, 4],
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', {}, 422, 3],
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', { Dimension: 'planet' }, 422, 4],
    // names Object.prototype has are no dimension (issue 24, item 3): never a function's source in the SQL
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', { Dimension: 'constructor' }, 422, 4],
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', { Dimension: '__proto__' }, 422, 4],
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', { Dimension: 'hasOwnProperty' }, 422, 4],
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', { Dimension: 'day', Event: 'opened' }, 422, 5],
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', { Dimension: 'day', Limit: 0 }, 422, 6],
    ['smscampaign.stats.breakdown', 'smscampaign.stats.breakdown', { Dimension: 'day', Limit: 501 }, 422, 6],
    ['smscampaign.recipients', 'smscampaign.recipients.browse', { Status: 'Opened' }, 422, 3],
    ['smscampaign.recipients', 'smscampaign.recipients.browse', { Limit: 0 }, 422, 4],
    ['smscampaign.recipients', 'smscampaign.recipients.browse', { Limit: 'ten' }, 422, 4],
    ['smscampaign.recipients', 'smscampaign.recipients.browse', { Cursor: 'abc' }, 422, 5],
    ['smscampaign.recipients', 'smscampaign.recipients.browse', { Cursor: 999_999_999 }, 422, 5],
    ['smscampaign.events', 'smscampaign.events.browse', { Event: 'opened' }, 422, 3],
    ['smscampaign.events', 'smscampaign.events.browse', { Limit: 501 }, 422, 4],
    ['smscampaign.events', 'smscampaign.events.browse', { SubscriberID: 'x' }, 422, 5],
    ['smscampaign.events', 'smscampaign.events.browse', { CursorTime: '2030-01-01 00:00:00.000' }, 422, 6],
    ['smscampaign.events', 'smscampaign.events.browse', { CursorID: 'm1:queued' }, 422, 6],
    ['smscampaign.events', 'smscampaign.events.browse', { CursorTime: '2030-01-01 00:00:00', CursorID: 'm1:queued' }, 422, 6],
    ['smscampaign.events', 'smscampaign.events.browse', { CursorTime: '2030-01-01 00:00:00.000', CursorID: 'tampered' }, 422, 6],
    ['smscampaign.events', 'smscampaign.events.browse', { From: 'yesterday-ish' }, 422, 11],
    ['smscampaign.events', 'smscampaign.events.browse', { To: 'soon' }, 422, 11],
    ['smscampaign.replies', 'smscampaign.replies.browse', { Limit: -1 }, 422, 3],
    ['smscampaign.replies', 'smscampaign.replies.browse', { Cursor: '1x' }, 422, 4],
    ['smscampaign.replies', 'smscampaign.replies.browse', { Cursor: 999_999_999 }, 422, 4],
    ['smscampaign.linkclicks', 'smscampaign.linkclicks', { Limit: 1000 }, 422, 3],
    ['smscampaign.linkclicks', 'smscampaign.linkclicks', { CursorTime: 'now', CursorID: 'x' }, 422, 4],
    ['smscampaign.linkclicks', 'smscampaign.linkclicks', { CursorTime: '2030-01-01 00:00:00.000', CursorID: 'tampered' }, 422, 4],
  ];

  describe.each(FORMATS)('codes (%s)', (format) => {
    it.each(CODES)('%s (legacy %s) %j: HTTP %i, code %i', async (path, command, params, status, code) => {
      const all = { SMSCampaignID: campaignId, ...params };
      expect(await v1Failure(u.v1('GET', path, all, format))).toEqual([status, code]);
      expect(await legacyFailure(u.legacy(command, all, format))).toEqual([false, code]);
    });

    it.each(READS)("%s of another user's campaign is 404, both ways round", async (path, command, extra = {}) => {
      expect(await v1Failure(other.v1('GET', path, { ...extra, SMSCampaignID: campaignId }, format))).toEqual([404, 404]);
      expect(await legacyFailure(other.legacy(command, { ...extra, SMSCampaignID: campaignId }, format))).toEqual([false, 404]);
      expect(await v1Failure(u.v1('GET', path, { ...extra, SMSCampaignID: otherCampaignId }, format))).toEqual([404, 404]);
    });

    it.each(READS)('%s answers the legacy command too', async (_path, command, extra = {}) => {
      const res = await u.legacy(command, { ...extra, SMSCampaignID: campaignId }, format);
      expect(res.body.Success === true || res.body.Success === 'true').toBe(true);
    });
  });

  it('Limit is 1 to 500; NextCursor sent back exactly as received pages through every recipient, event, reply and click once', async () => {
    expect((await read('smscampaign.recipients', { Limit: 500 })).Limit).toBe(500);
    const pageAll = async (path: string, key: string, idOf: (r: any) => unknown, cursorParams: (c: any) => Record<string, unknown>) => {
      const whole = (await read(path, { Limit: 500 }))[key].map(idOf);
      const seen: unknown[] = [];
      let cursor: any = null;
      do {
        const page = await read(path, { Limit: 1, ...(cursor === null ? {} : cursorParams(cursor)) });
        expect(page[key].length).toBeLessThanOrEqual(1);
        seen.push(...page[key].map(idOf));
        cursor = page.NextCursor;
      } while (cursor !== null);
      expect(seen).toEqual(whole);
      return whole;
    };
    expect(
      await pageAll(
        'smscampaign.recipients',
        'Recipients',
        (r) => r.QueueID,
        (c) => ({ Cursor: c }),
      ),
    ).toHaveLength(3);
    expect(
      await pageAll(
        'smscampaign.replies',
        'Replies',
        (r) => r.InboundID,
        (c) => ({ Cursor: c }),
      ),
    ).toHaveLength(2);
    const events = await pageAll(
      'smscampaign.events',
      'Events',
      (e) => e.EventID,
      (c) => c,
    );
    expect(events.length).toBeGreaterThanOrEqual(12); // 3 × (queued, send_attempt, sent), 2 clicks and a bot click, replies, opt-out, delivered
    expect(
      await pageAll(
        'smscampaign.linkclicks',
        'Clicks',
        (e) => e.EventID,
        (c) => c,
      ),
    ).toHaveLength(2);
  });

  it('recipients: statuses, any spelling of Status', async () => {
    const all = (await read('smscampaign.recipients')).Recipients;
    expect(all.map((r: any) => r.RecipientNumber).sort()).toEqual(NUMBERS);
    expect(all.map((r: any) => r.Status).sort()).toEqual(['Delivered', 'Sent', 'Sent']);
    expect((await read('smscampaign.recipients', { Status: 'SENT' })).Recipients).toHaveLength(2);
    expect((await read('smscampaign.recipients', { Status: 'cancelled' })).Recipients).toEqual([]);
  });

  it('events: filters by event, subscriber and time', async () => {
    const clicks = await read('smscampaign.events', { Event: 'clicked' });
    expect(clicks.Events.map((e: any) => e.IsBot).sort()).toEqual([0, 0, 1]);
    const first = (await read('smscampaign.recipients')).Recipients[0];
    const mine = await read('smscampaign.events', { SubscriberID: first.RelSubscriberID, Limit: 500 });
    expect(mine.Events.length).toBeGreaterThan(0);
    expect(mine.Events.every((e: any) => e.SubscriberID === first.RelSubscriberID)).toBe(true);
    expect((await read('smscampaign.events', { From: '2999-01-01' })).Events).toEqual([]);
    expect((await read('smscampaign.events', { To: '2000-01-01T00:00:00Z' })).Events).toEqual([]);
  });

  it('replies: OptOutsOnly', async () => {
    expect((await read('smscampaign.replies')).Replies).toHaveLength(2);
    const stops = await read('smscampaign.replies', { OptOutsOnly: 1 });
    expect(stops.Replies).toEqual([expect.objectContaining({ FromNumber: NUMBERS[1], MessageText: 'STOP', IsOptOut: 1 })]);
  });

  it('IncludeBots and ExcludesBots: hourly series, breakdown and link clicks leave bot clicks out unless asked', async () => {
    const clicks = (b: any) => b.Series.reduce((n: number, r: any) => n + r.Events, 0);
    const hourly = await read('smscampaign.stats.timeseries', { Events: 'clicked' });
    expect([hourly.ExcludesBots, clicks(hourly)]).toEqual([true, 2]);
    const hourlyBots = await read('smscampaign.stats.timeseries', { Events: 'clicked', IncludeBots: 'true' });
    expect([hourlyBots.ExcludesBots, clicks(hourlyBots)]).toEqual([false, 3]);
    const daily = await waitFor(
      () => read('smscampaign.stats.timeseries', { Events: 'clicked', Granularity: 'DAY' }),
      (b) => clicks(b) === 3,
      20_000,
    );
    expect([daily.Granularity, daily.ExcludesBots, daily.Series[0].Bucket]).toEqual(['day', false, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    expect((await read('smscampaign.stats.breakdown', { Dimension: 'link', Event: 'clicked' })).Breakdown).toEqual([
      { Dimension: 'https://example.com/offer', Events: 2, Messages: 2 },
    ]);
    expect((await read('smscampaign.stats.breakdown', { Dimension: 'link', Event: 'clicked', IncludeBots: 1 })).Breakdown[0].Events).toBe(3);
    const links = await read('smscampaign.linkclicks');
    expect([links.ExcludesBots, links.Links]).toEqual([true, [{ URL: 'https://example.com/offer', TotalClicks: 2, UniqueClicks: 2 }]]);
    const linksBots = await read('smscampaign.linkclicks', { IncludeBots: 1 });
    expect([linksBots.ExcludesBots, linksBots.Links[0].TotalClicks, linksBots.Clicks.length]).toEqual([false, 3, 3]);
  });

  it('breakdown by every dimension, Limit bounding the groups', async () => {
    for (const dimension of ['hour', 'day', 'gateway_status', 'error_code', 'carrier', 'country', 'link', 'sender_id'])
      expect((await read('smscampaign.stats.breakdown', { Dimension: dimension })).Breakdown.length).toBeGreaterThan(0);
    expect((await read('smscampaign.stats.breakdown', { Dimension: 'carrier', Event: 'delivered' })).Breakdown).toEqual([
      { Dimension: 'ACME Mobile', Events: 1, Messages: 1 },
    ]);
    expect((await read('smscampaign.stats.breakdown', { Dimension: 'sender_id', Event: 'sent' })).Breakdown).toEqual([
      { Dimension: 'ACME', Events: 3, Messages: 3 },
    ]);
    expect((await read('smscampaign.stats.breakdown', { Dimension: 'hour', Limit: 1 })).Breakdown).toHaveLength(1);
  });
});

describe('SMS time series kept by the edge', () => {
  it('answers a repeated read with the same body (JSON and XML), and the new series once a roll-up changed it', async () => {
    const u = await trackingUser();
    const campaignId = await smsCampaign(u, await smsAudience(u, NUMBERS));
    await u.v1('POST', 'smscampaign.send', { SMSCampaignID: campaignId });
    const stats = async () => (await u.v1('GET', 'smscampaign.stats', { SMSCampaignID: campaignId })).body;
    await waitFor(stats, (s) => s.Counters?.TotalSent === 3, 20_000);
    const series = async () => (await u.v1('GET', 'smscampaign.stats.timeseries', { SMSCampaignID: campaignId, Events: 'sent,clicked' })).body;
    const first = await series();
    expect(first.Series.map((r: any) => [r.Event, r.Events])).toEqual([['sent', 3]]);
    expect(await series()).toEqual(first);
    const xml = await u.v1('GET', 'smscampaign.stats.timeseries', { SMSCampaignID: campaignId, Events: 'sent,clicked' }, 'XML');
    expect(xml.text).toContain('<Event>sent</Event><Events>3</Events>');

    const [message] = (await u.v1('GET', 'smsoutbox', { Limit: 500 })).body.Messages as any[];
    await fetch(/http\S+\/s\/[A-Za-z0-9_-]{16}/.exec(message.Body)![0], { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
    await waitFor(stats, (s) => s.Counters.TotalClicks === 1, 20_000);
    expect((await series()).Series.map((r: any) => [r.Event, r.Events]).sort()).toEqual([
      ['clicked', 1],
      ['sent', 3],
    ]);
    // another user never gets the kept body
    expect(await v1Failure((await trackingUser()).v1('GET', 'smscampaign.stats.timeseries', { SMSCampaignID: campaignId, Events: 'sent,clicked' }))).toEqual([
      404, 404,
    ]);
  }, 60_000);
});

describe('SMS CSV export', () => {
  let u: TrackingUser;
  let other: TrackingUser;
  let campaignId: number;
  const status = async (user: TrackingUser, exportId: number) => (await user.v1('GET', 'smscampaign.export.status', { ExportID: exportId })).body;
  const exported = async (params: Record<string, unknown>) => {
    const started = await u.v1('POST', 'smscampaign.export', { SMSCampaignID: campaignId, ...params });
    expect(started.body).toMatchObject({ SMSCampaignID: campaignId, Status: 'Queued' });
    const done = await waitFor(
      () => status(u, started.body.ExportID),
      (s) => s.Status === 'Done' || s.Status === 'Failed',
      20_000,
    );
    return { exportId: started.body.ExportID as number, done };
  };

  beforeAll(async () => {
    [u, other] = await Promise.all([trackingUser(), trackingUser()]);
    campaignId = await smsCampaign(u, await smsAudience(u, NUMBERS));
    await u.v1('POST', 'smscampaign.send', { SMSCampaignID: campaignId });
    await waitFor(
      async () => (await u.v1('GET', 'smscampaign.stats', { SMSCampaignID: campaignId })).body.Status,
      (s) => s === 'Sent',
      20_000,
    );
  }, 60_000);

  describe.each(FORMATS)('codes (%s)', (format) => {
    it.each([
      [{ SMSCampaignID: undefined }, 422, 1],
      [{ SMSCampaignID: 'x' }, 422, 2],
      [{ SMSCampaignID: 999_999_999 }, 404, 404],
      [{ Kind: 'replies' }, 422, 3],
      [{ Kind: 'recipients', Status: 'Opened' }, 422, 4],
      [{ Event: 'opened' }, 422, 5],
      [{ SubscriberID: 'x' }, 422, 6],
      [{ From: 'not a date' }, 422, 11],
    ])('smscampaign.export %j: HTTP %i, code %i (v1 and legacy)', async (params, status, code) => {
      const all = { SMSCampaignID: campaignId, ...params };
      expect(await v1Failure(u.v1('POST', 'smscampaign.export', all, format))).toEqual([status, code]);
      expect(await legacyFailure(u.legacy('smscampaign.export', all, format))).toEqual([false, code]);
    });

    it.each([
      [{}, 422, 1],
      [{ ExportID: 'x' }, 422, 2],
      [{ ExportID: 999_999_999 }, 404, 404],
    ])('smscampaign.export.status %j: HTTP %i, code %i (v1 and legacy)', async (params, status, code) => {
      expect(await v1Failure(u.v1('GET', 'smscampaign.export.status', params, format))).toEqual([status, code]);
      expect(await legacyFailure(u.legacy('smscampaign.export.status', params, format))).toEqual([false, code]);
    });

    it("another user's campaign or export is 404", async () => {
      expect(await v1Failure(other.v1('POST', 'smscampaign.export', { SMSCampaignID: campaignId }, format))).toEqual([404, 404]);
      const mine = (await u.v1('POST', 'smscampaign.export', { SMSCampaignID: campaignId })).body.ExportID;
      expect(await v1Failure(other.v1('GET', 'smscampaign.export.status', { ExportID: mine }, format))).toEqual([404, 404]);
    });
  });

  it('exports the events as CSV behind a signed URL that expires', async () => {
    const { exportId, done } = await exported({ Kind: 'events' });
    const total = (await u.v1('GET', 'smscampaign.events', { SMSCampaignID: campaignId, Limit: 500 })).body.Events as any[];
    expect(done).toMatchObject({ ExportID: exportId, Kind: 'events', Status: 'Done', Rows: total.length, TotalRows: total.length, Progress: 100 });
    expect(done.DownloadURLs).toHaveLength(1);
    expect(done.ExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const res = await fetch(done.DownloadURLs[0]);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('EventTime,EventID,Event,Source,QueueID,SubscriberID,URL,IsBot,DeviceType,Browser,OS');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(total.map((e) => e.EventID));

    const tampered = done.DownloadURLs[0].replace(`/sms/exports/${exportId}.`, `/sms/exports/${exportId + 1}.`);
    expect((await fetch(tampered)).status).toBe(404);
    await sql(`UPDATE "sms"."export" SET "expires_at" = now() - interval '1 minute' WHERE "id" = $1`, [exportId]);
    expect((await fetch(done.DownloadURLs[0])).status).toBe(410);
    expect(await v1Failure(u.v1('GET', 'smscampaign.export.status', { ExportID: exportId }))).toEqual([404, 404]);
  });

  it('exports the recipients with a Status filter, and the events with Event and time filters', async () => {
    const recipients = await exported({ Kind: 'recipients', Status: 'sent' });
    expect([recipients.done.Rows, recipients.done.DownloadURLs.length]).toEqual([3, 1]);
    const csv = await (await fetch(recipients.done.DownloadURLs[0])).text();
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe('QueueID,RelSubscriberID,RecipientNumber,Status,SendState,SentTime,DeliveredTime,FirstClickedAt,ClickCount');
    expect(rows.map((l) => l.split(',').slice(2, 5)).sort()).toEqual(NUMBERS.map((n) => [n, 'Sent', 'sent']));
    expect((await exported({ Event: 'queued' })).done.Rows).toBe(3);
    expect((await exported({ From: '2999-01-01' })).done.Rows).toBe(0);
  });
});
