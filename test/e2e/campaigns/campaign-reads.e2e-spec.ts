/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import type { StoredMail } from '@mail/mail';
import { e2eEnv, e2eMailInbox, e2eSql, unique, until } from '@mail/testing';

import { reportHardBounce } from './bounce-report';
import { codes, type EmailsUser, emailsUser, FORMATS, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };
const OFFER = 'https://shop.example/offer?utm_source=reads&x=1';
const OTHER = 'https://shop.example/other';
/** bot detection counts a click sooner than this after the SMTP hand-over as a link scanner's */
const CLICK_AFTER_SEND_MS = 10_500;

/** XML renders a list as `<node_0>`, `<node_1>`…: the items in order, whatever the format */
const items = (value: any): any[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);
const hit = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init, headers: { ...BROWSER, ...(init.headers ?? {}) } });
/** a tracking link followed as a reader's browser does, outside a test block: a wrong answer throws */
async function follow(url: string, status: number): Promise<void> {
  const res = await hit(url);
  if (res.status !== status) throw new Error(`${url} answered ${res.status}, not ${status}`);
}

// A campaign really sent to the dev SMTP inbox, opened and clicked through its own links, then read back through
// the reads. Skipped when the run has no inbox to read.
(inbox ? describe : describe.skip)('campaign reads: recipients, link clicks, activity, counts, archive, export', () => {
  const { api, adminApiKey, baseUrl } = e2eEnv();
  let u: EmailsUser;
  let other: EmailsUser;
  let listId: number;
  let listName: string;
  let campaignId: number;
  let draftId: number;
  const domain = `${unique('reads')}.example`;
  const address = (name: string) => `${name}@${domain}`;
  const names = ['reader', 'clicker', 'quiet'];
  const received = async (name: string): Promise<StoredMail> => inbox!.get((await inbox!.list(address(name)))[0].id);
  const linksOf = (mail: StoredMail) => ({
    pixel: /<img[^>]+src="([^"]+\/t\/o\/[^"]+)"/.exec(mail.html!)![1],
    clicks: [...mail.html!.matchAll(/<a[^>]+href="([^"]+\/t\/c\/[^"]+)"/g)].map((m) => m[1]),
  });
  const campaignOf = async (id: number) => (await u.ok('Campaign.Get', { CampaignID: id })).Campaign;
  /** a campaign of `u` to the list, with the email, not yet approved */
  const draft = async (emailId: number) => {
    const id = Number((await u.ok('Campaign.Create', { CampaignName: unique('reads') })).CampaignID);
    await u.ok('Campaign.Update', { CampaignID: id, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${listId}:0` });
    return id;
  };

  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
    listName = unique('reads-list');
    listId = await u.list(listName);
    const { CustomFieldID: first } = await u.ok('CustomField.Create', {
      SubscriberListID: listId,
      FieldName: 'First name',
      FieldType: 'Single line',
      MergeTagAlias: 'FirstName',
    });
    for (const name of names) await u.subscriber(listId, address(name), { CustomFields: { [first]: `${name[0].toUpperCase()}${name.slice(1)}` } });
    const emailId = await u.email(
      validEmail({
        Subject: 'Reads for %Subscriber:EmailAddress%',
        HTMLContent:
          `<html><body><p>Dear %Subscriber:EmailAddress%.</p><a href="${OFFER.replace('&', '&amp;')}">Spring <b>offer</b></a> ` +
          `<a href="${OTHER}" title="Other things"><img src="https://shop.example/x.png"></a> <a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>`,
      }),
    );
    draftId = await draft(emailId);
    campaignId = await draft(emailId);
  }, 60_000);

  describe('campaign.recipients.get before the send', () => {
    it.each(FORMATS)('previews the audience with the FirstName field, and OnlyTotal leaves the rows out (%s)', async (format) => {
      const res = await u.call('campaign.recipients.get', { CampaignID: campaignId }, format);
      expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
      expect(Number(res.body.TotalRecipients)).toBe(3);
      expect(Number(res.body.CampaignID)).toBe(campaignId);
      const rows = items(res.body.Recipients).map((r: any) => [r.EmailAddress, r.FirstName, r.LastName]);
      expect(rows.sort()).toEqual([
        [address('clicker'), 'Clicker', ''],
        [address('quiet'), 'Quiet', ''],
        [address('reader'), 'Reader', ''],
      ]);
      expect(items(res.body.Recipients).every((r: any) => Number(r.SubscriberID) > 0)).toBe(true);
      const total = await u.call('campaign.recipients.get', { CampaignID: campaignId, OnlyTotal: 'true' }, format);
      expect([succeeded(total), Number(total.body.TotalRecipients), total.body.Recipients]).toEqual([true, 3, undefined]);
    });

    it('answers 1 missing, 2 not a number, 3 another user’s or a missing campaign, 5 no audience, 6 a list not the owner’s', async () => {
      // what the service finds (3 and on) also answers ErrorMessage, the key old clients read
      const code = async (who: EmailsUser, params: Record<string, unknown>) => {
        const res = await who.call('campaign.recipients.get', params);
        return Number(res.body.ErrorCode) >= 3 ? [...codes(res), res.body.ErrorMessage === res.body.ErrorText] : codes(res);
      };
      expect(await code(u, {})).toEqual([1]);
      expect(await code(u, { CampaignID: 'abc' })).toEqual([2]);
      expect(await code(other, { CampaignID: campaignId })).toEqual([3, true]);
      expect(await code(u, { CampaignID: 999_999_999 })).toEqual([3, true]);
      const empty = Number((await u.ok('Campaign.Create', { CampaignName: unique('empty') })).CampaignID);
      expect(await code(u, { CampaignID: empty })).toEqual([5, true]);
      // Campaign.Update refuses another user's list; a list deleted or moved since is what this guards against
      const theirs = await other.list();
      await e2eSql(`UPDATE "campaigns"."campaign" SET "recipient_lists_and_segments" = $2 WHERE "id" = $1`, [empty, `${theirs}:0`]);
      expect(await code(u, { CampaignID: empty })).toEqual([6, true]);
      await e2eSql(`UPDATE "campaigns"."campaign" SET "recipient_lists_and_segments" = $2 WHERE "id" = $1`, [empty, `987654321:0`]);
      expect(await code(u, { CampaignID: empty })).toEqual([6, true]);
      // an administrator's key reads any user's campaign
      const admin = await api.legacy('campaign.recipients.get', { AdminAPIKey: adminApiKey, CampaignID: campaignId, OnlyTotal: 1 });
      expect([succeeded(admin), Number(admin.body.TotalRecipients)]).toEqual([true, 3]);
    });
  });

  describe('after the send', () => {
    beforeAll(async () => {
      await u.ok('Campaign.Approve', { CampaignID: campaignId });
      await until(
        () => campaignOf(campaignId),
        (c) => c.Status === 'Sent',
        'the campaign to be Sent',
        60_000,
      );
      // readers click a while after the message was sent (sooner counts as a link scanner): the hand-over time moves back
      await e2eSql(`UPDATE "campaigns"."recipient" SET "sent_at" = "sent_at" - make_interval(secs => $2) WHERE "campaign_id" = $1`, [
        campaignId,
        (2 * CLICK_AFTER_SEND_MS) / 1000,
      ]);
      const reader = linksOf(await received('reader'));
      await follow(reader.pixel, 200);
      // (two different links within seconds would be a scanner's burst: the reader clicks one link twice)
      for (const url of [reader.clicks[0], reader.clicks[0]]) await follow(url, 302);
      const clicker = linksOf(await received('clicker'));
      await follow(clicker.clicks[1], 302);
      // quiet's click comes right after its message was handed over: a link scanner's, left out of every read
      await e2eSql(`UPDATE "campaigns"."recipient" SET "sent_at" = now() WHERE "campaign_id" = $1 AND "email_address" = $2`, [campaignId, address('quiet')]);
      await follow(linksOf(await received('quiet')).clicks[1], 302);
      await reportHardBounce(await received('quiet'), baseUrl);
      await until(
        () => campaignOf(campaignId),
        (c) => c.TotalHardBounces === 1,
        'the hard bounce',
      );
    }, 90_000);

    it('campaign.recipients.get answers 4 with the CampaignStatus once the campaign was sent', async () => {
      const res = await u.call('campaign.recipients.get', { CampaignID: campaignId });
      expect([codes(res), res.body.CampaignStatus]).toEqual([[4], 'Sent']);
    });

    it.each(FORMATS)('campaign.linkclicks.get ranks the links by human clicks, with their anchor text, paged (%s)', async (format) => {
      const res = await u.call('campaign.linkclicks.get', { CampaignID: campaignId }, format);
      expect([succeeded(res), res.body.GroupBy, Number(res.body.TotalRecords)]).toEqual([true, 'Links', 2]);
      expect(items(res.body.Links).map((l: any) => [l.LinkTitle, l.LinkURL, Number(l.TotalClicks)])).toEqual([
        ['Spring offer', OFFER, 2],
        ['Other things', OTHER, 1],
      ]);
      const second = await u.call('campaign.linkclicks.get', { CampaignID: campaignId, RecordsFrom: 1, RecordsPerRequest: 1 }, format);
      expect([Number(second.body.TotalRecords), items(second.body.Links).map((l: any) => l.LinkURL)]).toEqual([2, [OTHER]]);
    });

    it.each(FORMATS)('campaign.linkclicks.get GroupBy=Subscribers lists who clicked, most clicks first (%s)', async (format) => {
      const res = await u.call('campaign.linkclicks.get', { CampaignID: campaignId, GroupBy: 'subscribers' }, format);
      expect([succeeded(res), res.body.GroupBy, Number(res.body.TotalRecords)]).toEqual([true, 'Subscribers', 2]);
      expect(items(res.body.Subscribers).map((s: any) => [s.EmailAddress, Number(s.ListID), Number(s.TotalClicks)])).toEqual([
        [address('reader'), listId, 2],
        [address('clicker'), listId, 1],
      ]);
      expect(items(res.body.Subscribers).every((s: any) => Number(s.SubscriberID) > 0)).toBe(true);
    });

    it.each(FORMATS)('campaign.recipients.activity.get lists opens, clicks and bounces per subscriber, searched before paging (%s)', async (format) => {
      const read = async (params: Record<string, unknown>) => {
        const res = await u.call('campaign.recipients.activity.get', { CampaignID: campaignId, ...params }, format);
        expect(succeeded(res)).toBe(true);
        return { total: Number(res.body.TotalRecords), rows: items(res.body.Recipients), activity: res.body.Activity };
      };
      // the reader's pixel, and the clicker's click (a click tells the message was opened); quiet's scanner is left out
      const opens = await read({ Activity: 'open' });
      expect([opens.activity, opens.total]).toEqual(['open', 2]);
      expect(opens.rows.map((r: any) => [r.EmailAddress, r.ListName, Number(r.ListID), Number(r.ActivityCount)])).toEqual([
        [address('clicker'), listName, listId, 1],
        [address('reader'), listName, listId, 1],
      ]);
      expect(opens.rows[0].LastActivityDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      // most recent first: the clicker clicked after the reader
      const clicks = await read({ Activity: 'Click' });
      expect(clicks.rows.map((r: any) => [r.EmailAddress, Number(r.ActivityCount)])).toEqual([
        [address('clicker'), 1],
        [address('reader'), 2],
      ]);
      const searched = await read({ Activity: 'click', SearchKeyword: 'READER@' });
      expect([searched.total, searched.rows.map((r: any) => r.EmailAddress)]).toEqual([1, [address('reader')]]);
      const byAddress = await read({ Activity: 'click', EmailAddress: 'clicker' });
      expect(byAddress.rows.map((r: any) => r.EmailAddress)).toEqual([address('clicker')]);
      const paged = await read({ Activity: 'click', RecordsFrom: 1, RecordsPerRequest: 1 });
      expect([paged.total, paged.rows.map((r: any) => r.EmailAddress)]).toEqual([2, [address('reader')]]);
      const past = await read({ Activity: 'click', RecordsFrom: 5 });
      expect([past.total, past.rows]).toEqual([2, []]);

      const bounces = await read({ Activity: 'bounce' });
      expect(bounces.rows.map((r: any) => [r.EmailAddress, r.BounceType])).toEqual([[address('quiet'), 'Hard']]);
      const conversions = await read({ Activity: 'conversion' });
      expect([conversions.total, conversions.rows]).toEqual([0, []]);
    });

    it('campaign.recipients.activity.get: an unsubscription through the message shows; 2, 3 and 4 answer what they mean', async () => {
      const mail = await received('clicker');
      const unsubscribe = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'])![1];
      const res = await hit(unsubscribe, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      const unsubscribed = await u.ok('campaign.recipients.activity.get', { CampaignID: campaignId, Activity: 'unsubscription' });
      expect(items(unsubscribed.Recipients).map((r: any) => r.EmailAddress)).toEqual([address('clicker')]);

      const code = async (who: EmailsUser, params: Record<string, unknown>) => codes(await who.call('campaign.recipients.activity.get', params));
      expect(await code(u, { Activity: 'open' })).toEqual([2]);
      expect(await code(u, { CampaignID: 'x', Activity: 'open' })).toEqual([2]);
      expect(await code(other, { CampaignID: campaignId, Activity: 'open' })).toEqual([3]);
      expect(await code(u, { CampaignID: campaignId, Activity: 'views' })).toEqual([4]);
      expect(await code(u, { CampaignID: campaignId })).toEqual([4]);
      expect(codes(await other.call('campaign.linkclicks.get', { CampaignID: campaignId }))).toEqual([3]);
      expect(codes(await u.call('campaign.linkclicks.get', { CampaignID: 'x' }))).toEqual([2]);
      expect(codes(await u.call('campaign.linkclicks.get', { CampaignID: campaignId, GroupBy: 'Domains' }))).toEqual([4]);
      const admin = await api.legacy('campaign.linkclicks.get', { AdminAPIKey: adminApiKey, CampaignID: campaignId });
      expect([succeeded(admin), Number(admin.body.TotalRecords)]).toEqual([true, 2]);
    });

    it('campaign.abtest.get answers a campaign without variations as no A/B test', async () => {
      const res = await u.ok('campaign.abtest.get', { CampaignID: campaignId });
      expect(res).toMatchObject({ CampaignID: campaignId, ABTest: { IsABTest: false, Variations: [], Winner: null }, AutoResend: null, ParentCampaign: null });
      expect(codes(await other.call('campaign.abtest.get', { CampaignID: campaignId }))).toEqual([3]);
      expect(codes(await u.call('campaign.abtest.get', {}))).toEqual([2]);
    });

    it('campaigns.archive.geturl: a public page of the tag’s sent campaigns, each served as its web version', async () => {
      const { TagID } = await u.ok('tag.create', { Tag: unique('archive').replace(/[^a-z0-9]/gi, '') });
      await u.ok('tag.assigntocampaigns', { TagID, CampaignIDs: `${campaignId},${draftId}` });
      const url = String((await u.ok('campaigns.archive.geturl', { TagID })).URL);
      expect(url).toMatch(new RegExp(`^${baseUrl}/archive/[^/]+$`));

      const page = await hit(url);
      const html = await page.text();
      expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
      const links = [...html.matchAll(/<a href="([^"]+)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
      // the draft is not published; the sent campaign is, by its subject
      expect(links).toEqual([[`${url.split('/').pop()}/${campaignId}`, 'Reads for %Subscriber:EmailAddress%']]);

      const web = await hit(new URL(links[0][0], url).toString());
      const body = await web.text();
      expect([web.status, web.headers.get('content-security-policy')]).toEqual([200, expect.stringContaining('sandbox')]);
      expect(body).toContain('<p>Dear .</p>');
      expect(body).toContain(`href="${OFFER.replace('&', '&amp;')}"`);
      expect(body).not.toMatch(/\/t\/[ocu]\//);

      expect((await hit(`${url}/${draftId}`)).status).toBe(404);
      // another tag's archive cannot be made from this one's
      const forged = url.replace(
        /\/archive\/([0-9a-z]+)\.([0-9a-z]+)\./,
        (_m, user: string, tag: string) => `/archive/${user}.${(parseInt(tag, 36) + 1).toString(36)}.`,
      );
      expect(forged).not.toBe(url);
      expect((await hit(forged)).status).toBe(404);
      await u.ok('tag.unassignfromcampaigns', { TagID, CampaignIDs: campaignId });
      expect(await (await hit(url)).text()).not.toContain(`/${campaignId}"`);

      expect(codes(await u.call('campaigns.archive.geturl', {}))).toEqual([1]);
      expect(codes(await other.call('campaigns.archive.geturl', { TagID }))).toEqual([2]);
      await u.ok('tags.delete', { Tags: TagID });
      expect((await hit(url)).status).toBe(404);
    });

    it('campaigns.export: a background job writes the CSV with engagement totals; GET answers progress and the download', async () => {
      const fields = [
        'CampaignID',
        'CampaignName',
        'CampaignStatus',
        'TotalSent',
        'UniqueOpens',
        'UniqueClicks',
        'TotalClicks',
        'TotalHardBounces',
        'RecipientLists',
      ];
      const started = await api.v1('POST', 'campaigns.export', { FieldsToExport: fields, CampaignIDs: [campaignId, draftId] }, { bearer: u.user.apiKey });
      expect(started.status).toBe(200);
      const jobId = Number(started.body.JobID);
      expect([jobId > 0, Number(started.body.ExportID), Number(started.body.EstimatedRows)]).toEqual([true, jobId, 2]);

      const status = (params: Record<string, unknown>, who = u) => api.v1('GET', 'campaigns.export', params, { bearer: who.user.apiKey });
      const done = await until(
        () => status({ JobID: jobId }),
        (r) => r.body.Status === 'Finished' || r.body.Status === 'Failed',
        'the export to finish',
        60_000,
      );
      expect(done.body).toMatchObject({ JobID: jobId, Status: 'Finished', Progress: 100, RowCount: 2 });
      expect(done.body.DownloadURL).toMatch(new RegExp(`^${baseUrl}/campaigns/exports/`));
      const file = await hit(done.body.DownloadURL);
      const csv = await file.text();
      expect([file.status, file.headers.get('content-type'), file.headers.get('content-disposition')]).toEqual([
        200,
        'text/csv; charset=utf-8',
        `attachment; filename="campaigns-export-${jobId}.csv"`,
      ]);
      expect(Number(done.body.DownloadSize)).toBe(Buffer.byteLength(csv));
      const [header, ...rows] = csv.trim().split('\r\n');
      expect(header).toBe(fields.join(','));
      const sent = await campaignOf(campaignId);
      expect(rows.sort()).toEqual(
        [
          [campaignId, sent.CampaignName, 'Sent', 3, 2, 2, 3, 1, listId].join(','),
          [draftId, (await campaignOf(draftId)).CampaignName, 'Draft', 0, 0, 0, 0, 0, listId].join(','),
        ].sort(),
      );
      // Download=1 answers the file itself, no envelope, on both entries and whatever ResponseFormat says
      for (const downloaded of [
        await status({ JobID: jobId, Download: 1 }),
        await u.call('campaigns.export.get', { JobID: jobId, Download: 'true', ResponseFormat: 'XML' }),
      ]) {
        expect([downloaded.status, downloaded.headers.get('content-type'), downloaded.headers.get('content-disposition'), downloaded.text]).toEqual([
          200,
          'text/csv; charset=utf-8',
          `attachment; filename="campaigns-export-${jobId}.csv"`,
          csv,
        ]);
      }
      // a file too large for one answer: 6, its parts stay at DownloadURLs
      await e2eSql(`UPDATE "campaigns"."campaign_export" SET "bytes" = 600000 WHERE "id" = $1`, [jobId]);
      const large = await status({ JobID: jobId, Download: 1 });
      expect([large.status, large.body.Errors?.[0]?.Code]).toEqual([413, 6]);
      // the legacy entry answers the same job, by ExportID too
      const legacy = await u.call('campaigns.export.get', { ExportID: jobId });
      expect([succeeded(legacy), legacy.body.Status, Number(legacy.body.RowCount)]).toEqual([true, 'Finished', 2]);
      const viaLegacy = await u.call('campaigns.export', { FieldsToExport: ['CampaignID'], CampaignIDs: campaignId });
      expect([succeeded(viaLegacy), Number(viaLegacy.body.EstimatedRows)]).toEqual([true, 1]);
      // another user's job is not found
      const theirs = await status({ JobID: jobId }, other);
      expect([theirs.status, theirs.body.Errors?.[0]?.Code]).toEqual([404, 3]);
    });

    it('campaigns.export: 1 not csv, 2 fields not a list, 3 an unknown field; GET 1 missing, 2 not an id, 5 download before finished', async () => {
      const post = (params: Record<string, unknown>) => api.v1('POST', 'campaigns.export', params, { bearer: u.user.apiKey });
      const errorOf = (r: { status: number; body: any }) => [r.status, r.body.Errors?.map((e: any) => e.Code)];
      expect(errorOf(await post({ ExportFormat: 'json' }))).toEqual([422, [1]]);
      expect(errorOf(await post({ FieldsToExport: 'CampaignID' }))).toEqual([422, [2]]);
      expect(errorOf(await post({ FieldsToExport: [] }))).toEqual([422, [2]]);
      expect(errorOf(await post({ FieldsToExport: ['CampaignID', 'Password'] }))).toEqual([422, [3]]);
      const get = (params: Record<string, unknown>) => api.v1('GET', 'campaigns.export', params, { bearer: u.user.apiKey });
      expect(errorOf(await get({}))).toEqual([422, [1]]);
      expect(errorOf(await get({ JobID: '-3' }))).toEqual([422, [2]]);
      expect(errorOf(await get({ JobID: 987_654_321 }))).toEqual([404, [3]]);
      // a job nobody has started yet
      const [queued] = await e2eSql<{ id: string }>(
        `INSERT INTO "campaigns"."campaign_export" ("user_id", "fields") VALUES ($1, '{CampaignID}') RETURNING "id"`,
        [u.user.userId],
      );
      expect((await get({ JobID: queued.id })).body).toMatchObject({ Status: 'Queued', Progress: 0, DownloadURL: '' });
      expect(errorOf(await get({ JobID: queued.id, Download: 1 }))).toEqual([409, [5]]);
      expect((await hit(`${baseUrl}/campaigns/exports/1.1.9999999999.k1.AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    });
  });

  describe('campaigns.counts', () => {
    let c: EmailsUser;
    let tagged: number;
    beforeAll(async () => {
      c = await emailsUser();
      const make = async (status: string, schedule: string, sendDate: string | null) => {
        const id = Number((await c.ok('Campaign.Create', { CampaignName: unique('count') })).CampaignID);
        await e2eSql(`UPDATE "campaigns"."campaign" SET "status" = $2, "schedule_type" = $3, "send_date" = $4::date WHERE "id" = $1`, [
          id,
          status,
          schedule,
          sendDate,
        ]);
        return id;
      };
      tagged = await make('Draft', 'Not Scheduled', null);
      await make('Ready', 'Not Scheduled', null);
      await make('Ready', 'Immediate', '2031-01-10');
      await make('Scheduled', 'Future', '2031-02-10');
      await make('Sending', 'Immediate', '2031-01-05');
      await make('Paused', 'Immediate', '2031-01-05');
      await make('Pending Approval', 'Future', '2031-03-01');
      await make('Sent', 'Immediate', '2030-12-01');
      await make('Sent', 'Recursive', '2031-01-20');
      await make('Failed', 'Immediate', '2031-01-02');
      const child = await make('Sent', 'Immediate', '2031-01-02');
      await e2eSql(`UPDATE "campaigns"."campaign" SET "parent_campaign_id" = $2 WHERE "id" = $1`, [child, tagged]);
    });

    it.each(FORMATS)('counts the caller’s campaigns per status and per bucket (%s)', async (format) => {
      const res = await c.call('campaigns.counts', {}, format);
      expect(succeeded(res)).toBe(true);
      // XML names a key with a space node_Pending_Approval
      const numbers = (o: any) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k.replace(/^node_/, '').replace(/_/g, ' '), Number(v)]));
      expect(numbers(res.body.Counts)).toEqual({
        Draft: 1,
        Ready: 3,
        Sending: 1,
        Paused: 1,
        'Pending Approval': 1,
        Sent: 2,
        Failed: 1,
        Cancelled: 0,
        Total: 10,
      });
      expect(numbers(res.body.Buckets)).toEqual({
        Sent: 2,
        Outbox: 2,
        Draft: 2,
        Scheduled: 1,
        Paused: 1,
        'Pending Approval': 1,
        Failed: 1,
        Cancelled: 0,
        Total: 10,
      });
    });

    it('filters by tag and send date; 1 and 2 for a date that is not one', async () => {
      const { TagID } = await c.ok('tag.create', { Tag: 'counted' });
      await c.ok('tag.assigntocampaigns', { TagID, CampaignIDs: tagged });
      expect((await c.ok('campaigns.counts', { Tags: `${TagID}` })).Counts).toMatchObject({ Draft: 1, Total: 1 });
      const january = await c.ok('campaigns.counts', { date_from: '2031-01-01', date_to: '2031-01-31' });
      expect(january.Counts).toMatchObject({ Ready: 1, Sending: 1, Paused: 1, Sent: 1, Failed: 1, Total: 5 });
      expect(january.Buckets).toMatchObject({ Outbox: 2, Sent: 1, Total: 5 });
      expect(codes(await c.call('campaigns.counts', { date_from: '2031-02-30' }))).toEqual([1]);
      expect(codes(await c.call('campaigns.counts', { date_to: 'yesterday' }))).toEqual([2]);
      // another user's campaigns are not counted
      expect((await other.ok('campaigns.counts')).Counts.Total).toBe(0);
    });
  });
});
