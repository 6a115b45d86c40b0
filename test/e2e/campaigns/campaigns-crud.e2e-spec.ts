/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { unique } from '@mail/testing';

import { campaignsUser, type CampaignsUser, codes, FORMATS, keyed, sql, succeeded } from './campaigns-helpers';

describe('campaigns: create, get, copy, delete', () => {
  let u: CampaignsUser;
  let other: CampaignsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
  });

  it.each(FORMATS)('Campaign.Create makes a Draft and answers CampaignID; code 1 without a name (%s)', async (format) => {
    const res = await u.call('Campaign.Create', { CampaignName: 'Spring sale' }, format);
    expect(succeeded(res)).toBe(true);
    const id = Number(res.body.CampaignID);
    expect(id).toBeGreaterThan(0);
    expect(await u.get(id)).toMatchObject({ CampaignID: id, Name: 'Spring sale', CampaignName: 'Spring sale', Status: 'Draft', CampaignStatus: 'Draft' });
    const missing = await u.call('Campaign.Create', { CampaignName: '  ' }, format);
    expect(succeeded(missing)).toBe(false);
    expect(codes(missing)).toEqual([1]);
    if (format === 'JSON') expect(missing.body.ErrorCode).toEqual([1]);
  });

  it('Campaign.Create reads lower-case keys, JSON bodies and GET query strings', async () => {
    const lower = await u.call('campaign.create', { campaignname: 'lower' });
    const json = await u.call('Campaign.Create', { CampaignName: 'json' }, undefined, { encoding: 'json' });
    const query = await u.call('Campaign.Create', { CampaignName: 'query' }, undefined, { encoding: 'query' });
    for (const res of [lower, json, query]) expect(succeeded(res)).toBe(true);
    expect((await u.get(Number(query.body.CampaignID))).Name).toBe('query');
  });

  it.each(FORMATS)('Campaign.Get answers the campaign in both key spellings with counters, Tags and throughput (%s)', async (format) => {
    const id = await u.campaign('tagged', { Tags: 'Newsletter, promo,newsletter' });
    await sql(`UPDATE "campaigns"."campaign" SET "total_sent" = 200, "total_hard_bounces" = 3, "total_soft_bounces" = 1 WHERE "id" = $1`, [id]);
    const res = await u.call('Campaign.Get', { CampaignID: id, RetrieveTags: 'true', RetrieveStatistics: 'true' }, format);
    expect(succeeded(res)).toBe(true);
    const c = res.body.Campaign;
    expect(String(c.CampaignID)).toBe(String(id));
    expect(c.HardBounceRatio).toBe('1.50');
    expect(c.SoftBounceRatio).toBe('0.50');
    if (format === 'JSON') {
      expect(c).toMatchObject({ Name: 'tagged', CampaignName: 'tagged', Status: 'Draft', TotalSent: 200, TotalHardBounces: 3, TotalSoftBounces: 1 });
      expect(c.Tags).toEqual(['Newsletter', 'promo']);
      // the statistics blocks come from recorded events only (none here); the counters above from the row
      expect(c.Statistics).toMatchObject({ OpenStatistics: { UniqueOpens: 0, TotalOpens: 0 }, ClickStatistics: { UniqueClicks: 0, TotalClicks: 0 } });
      expect(res.body.CampaignThroughput).toEqual({ EmailsPerSecond: 0, Duration: 0 });
    }
    const plain = await u.get(id);
    expect(plain.Tags).toBeUndefined();
    expect(plain.Statistics).toBeUndefined();
  });

  it('CampaignThroughput.EmailsPerSecond is measured from the sends of the current run', async () => {
    const id = await u.campaign();
    await sql(`UPDATE "campaigns"."campaign" SET "current_run" = 1 WHERE "id" = $1`, [id]);
    await sql(
      `INSERT INTO "campaigns"."recipient" ("campaign_id", "run", "subscriber_id", "list_id", "email_address", "state", "sent_at")
       SELECT $1, 1, g, 1, 'r' || g || '@example.com', 'sent', timestamptz '2027-01-01 00:00:00+00' + (g * interval '100 milliseconds')
       FROM generate_series(1, 101) g`,
      [id],
    );
    // the run's send span, as the settle statement keeps it batch by batch for those sends
    await sql(
      `INSERT INTO "campaigns"."campaign_run" ("campaign_id", "run", "sent", "first_sent_at", "last_sent_at")
       SELECT $1, 1, count(*), min("sent_at"), max("sent_at") FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "run" = 1`,
      [id],
    );
    const res = await u.ok('Campaign.Get', { CampaignID: id });
    expect(res.CampaignThroughput).toEqual({ EmailsPerSecond: 10.1, Duration: 10 });
  });

  it.each(FORMATS)('Campaign.Get codes: 1 missing, 2 not numeric, unknown → Campaign: [], 3 with FailOnNotFound (%s)', async (format) => {
    expect(codes(await u.call('Campaign.Get', {}, format))).toEqual([1]);
    expect(codes(await u.call('Campaign.Get', { CampaignID: 'abc' }, format))).toEqual([2]);
    const theirs = await other.campaign();
    const unknown = await u.call('Campaign.Get', { CampaignID: theirs }, format);
    expect(succeeded(unknown)).toBe(true);
    if (format === 'JSON') expect(unknown.body.Campaign).toEqual([]);
    const failing = await u.call('Campaign.Get', { CampaignID: theirs, FailOnNotFound: 'true' }, format);
    expect(codes(failing)).toEqual([3]);
    expect(failing.body.ErrorMessage).toBe('Campaign not found');
  });

  it.each(FORMATS)('Campaign.Copy makes a Draft copy with settings and tags but without the schedule; code 1 (%s)', async (format) => {
    const emailId = await u.email();
    const id = await u.campaign('source', { Tags: 'a,b' });
    await u.ok('Campaign.Update', {
      CampaignID: id,
      RelEmailID: emailId,
      ScheduleType: 'Future',
      SendDate: '2099-05-01',
      SendTime: '10:00',
      SendTimeZone: 'Europe/Berlin',
      CampaignStatus: 'Ready',
      GoogleAnalyticsDomains: 'example.com',
    });
    const res = await u.call('Campaign.Copy', { CampaignID: id }, format);
    expect(succeeded(res)).toBe(true);
    const copy = await u.get(Number(res.body.NewCampaignID), { RetrieveTags: 1 });
    expect(copy).toMatchObject({ Name: 'source', Status: 'Draft', RelEmailID: emailId, ScheduleType: 'Not Scheduled', SendDate: '', NextSendDateTime: '' });
    expect(copy.GoogleAnalyticsDomains).toBe('example.com');
    expect(copy.Tags).toEqual(['a', 'b']);
    expect((await u.get(id)).Status).toBe('Ready');
    expect(codes(await u.call('Campaign.Copy', {}, format))).toEqual([1]);
    expect(codes(await u.call('Campaign.Copy', { CampaignID: 'x' }, format))).toEqual([1]);
    expect(codes(await u.call('Campaign.Copy', { CampaignID: await other.campaign() }, format))).toEqual([1]);
  });

  it.each(FORMATS)('Campaigns.Delete removes the caller’s campaigns with their recipients and tracking rows; keyed code 1 (%s)', async (format) => {
    const [a, b] = [await u.campaign(), await u.campaign()];
    const theirs = await other.campaign();
    for (const id of [a, theirs]) {
      await sql(
        `INSERT INTO "campaigns"."recipient" ("campaign_id", "run", "subscriber_id", "list_id", "email_address") VALUES ($1, 1, 1, 1, 'x@example.com')`,
        [id],
      );
      await sql(`INSERT INTO "campaigns"."tracking_event" ("campaign_id", "subscriber_id", "list_id", "kind") VALUES ($1, 1, 1, 'open')`, [id]);
      await sql(`INSERT INTO "campaigns"."link" ("campaign_id", "url") VALUES ($1, 'https://example.com/')`, [id]);
    }
    const res = await u.call('Campaigns.Delete', { Campaigns: `${a}, junk,${theirs}` }, format);
    expect(succeeded(res)).toBe(true);
    expect((await u.ok('Campaign.Get', { CampaignID: a })).Campaign).toEqual([]);
    expect((await u.get(b)).CampaignID).toBe(b);
    expect((await other.get(theirs)).CampaignID).toBe(theirs);
    for (const table of ['recipient', 'tracking_event', 'link']) {
      const left = await sql<{ campaign_id: string }>(`SELECT "campaign_id" FROM "campaigns"."${table}" WHERE "campaign_id" = ANY($1::bigint[])`, [
        [a, theirs],
      ]);
      expect(left.map((r) => Number(r.campaign_id))).toEqual([theirs]);
    }
    for (const bad of [{}, { Campaigns: '' }, { Campaigns: 'x,y' }]) {
      const failed = await u.call('Campaigns.Delete', bad, format);
      expect(keyed(failed)).toEqual({ campaigns: 1 });
    }
  });

  it('Campaigns.Get filters by status, keyword and tags, orders and pages', async () => {
    const v = await campaignsUser();
    const prefix = unique('k');
    const ids: Record<string, number> = {};
    for (const [name, tags] of [
      ['b-alpha', 'red'],
      ['a-beta', 'blue'],
      ['c-gamma', 'red,blue'],
      ['d_delta', ''],
    ]) {
      ids[name] = await v.campaign(`${prefix} ${name}`, tags ? { Tags: tags } : {});
    }
    await v.ok('Campaign.Update', {
      CampaignID: ids['b-alpha'],
      CampaignStatus: 'Ready',
      ScheduleType: 'Future',
      SendDate: '2099-01-02',
      SendTime: '10:00',
      SendTimeZone: 'UTC',
    });
    await v.ok('Campaign.Update', {
      CampaignID: ids['a-beta'],
      CampaignStatus: 'Ready',
      ScheduleType: 'Future',
      SendDate: '2099-01-01',
      SendTime: '10:00',
      SendTimeZone: 'UTC',
    });
    await v.ok('Campaign.Update', { CampaignID: ids['c-gamma'], CampaignStatus: 'Paused' });
    const names = async (params: Record<string, unknown>) =>
      (await v.ok('Campaigns.Get', params)).Campaigns.map((c: { Name: string }) => c.Name.slice(prefix.length + 1));

    const all = await v.ok('Campaigns.Get', {});
    expect(all.TotalCampaigns).toBe(4);
    expect(all.Campaigns.map((c: { Name: string }) => c.Name.slice(prefix.length + 1))).toEqual(['a-beta', 'b-alpha', 'c-gamma', 'd_delta']);
    expect(all.Campaigns[0].Statistics).toBeDefined();
    expect(await names({ CampaignStatus: 'Ready' })).toEqual(['a-beta', 'b-alpha']);
    expect(await names({ CampaignStatus: 'Draft' })).toEqual(['d_delta']);
    expect(await names({ CampaignStatus: 'All' })).toHaveLength(4);
    expect(await names({ CampaignStatus: 'nonsense' })).toHaveLength(4);
    expect(await names({ SearchKeyword: 'gam' })).toEqual(['c-gamma']);
    expect(await names({ SearchKeyword: '_' })).toEqual(['d_delta']);
    expect(await names({ Tags: 'red' })).toEqual(['b-alpha', 'c-gamma']);
    const tagged = await v.ok('Campaigns.Get', { Tags: 'blue', RetrieveTags: 'true', RetrieveStatistics: 'false' });
    expect(tagged.Campaigns.map((c: { Tags: string[] }) => c.Tags)).toEqual([['blue'], ['blue', 'red']]);
    expect(tagged.Campaigns[0].Statistics).toBeUndefined();
    expect(await names({ OrderField: 'CampaignName', OrderType: 'DESC' })).toEqual(['d_delta', 'c-gamma', 'b-alpha', 'a-beta']);
    expect(await names({ OrderField: 'CampaignID', OrderType: 'ASC' })).toEqual(['b-alpha', 'a-beta', 'c-gamma', 'd_delta']);
    expect(await names({ OrderField: 'sort-by-send-date', OrderType: 'ASC' })).toEqual(['a-beta', 'b-alpha', 'c-gamma', 'd_delta']);
    expect(await names({ OrderField: 'sort-by-send-date', OrderType: 'DESC' })).toEqual(['b-alpha', 'a-beta', 'd_delta', 'c-gamma']);
    // Ready > Paused > Draft, always descending whatever OrderType says
    expect((await names({ OrderField: 'sort-by-status', OrderType: 'ASC' })).slice(2)).toEqual(['c-gamma', 'd_delta']);
    expect(await names({ OrderField: 'no such field; DROP TABLE x', OrderType: 'DESC' })).toEqual(['a-beta', 'b-alpha', 'c-gamma', 'd_delta']);
    const page = await v.ok('Campaigns.Get', { RecordsPerRequest: 2, RecordsFrom: 1 });
    expect(page.TotalCampaigns).toBe(4);
    expect(page.Campaigns.map((c: { Name: string }) => c.Name.slice(prefix.length + 1))).toEqual(['b-alpha', 'c-gamma']);
    expect(await names({ recordsperrequest: 'x', recordsfrom: '-3' })).toHaveLength(4);
  });

  it.each(FORMATS)('Campaigns.Get answers in %s, GET-encoded too', async (format) => {
    const v = await campaignsUser();
    await v.campaign('only');
    const res = await v.call('Campaigns.Get', { RetrieveTags: 1 }, format, { encoding: 'query' });
    expect(succeeded(res)).toBe(true);
    expect(String(res.body.TotalCampaigns)).toBe('1');
  });
});
