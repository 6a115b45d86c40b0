/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { FORMATS, sql, trackingUser, type TrackingUser, waitFor } from '../tracking/tracking-helpers';
import { startFakeTwilio } from './fake-twilio';
import { legacyFailure, postForm, smsAudience, smsCampaign, twilioSign, v1Failure } from './sms-helpers';

const NUMBERS = ['+14155552671', '+14155552672', '+14155552673'];
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The extension commands: every code, the dev outbox, SendAt, pause/resume/cancel and sending exactly once. */
describe('SMS sending', () => {
  let u: TrackingUser;
  let other: TrackingUser;
  let audience: Awaited<ReturnType<typeof smsAudience>>;
  let draftId: number;
  const stats = async (user: TrackingUser, id: number) => (await user.v1('GET', 'smscampaign.stats', { SMSCampaignID: id })).body;
  const recipients = async (user: TrackingUser, id: number) =>
    ((await user.v1('GET', 'smscampaign.recipients', { SMSCampaignID: id, Limit: 500 })).body.Recipients as any[]).sort((a, b) => a.QueueID - b.QueueID);

  beforeAll(async () => {
    [u, other] = await Promise.all([trackingUser(), trackingUser()]);
    audience = await smsAudience(u, NUMBERS);
    draftId = await smsCampaign(u, audience);
  }, 60_000);

  describe.each(FORMATS)('codes (%s)', (format) => {
    const create = (params: Record<string, unknown>) => ({
      Name: 'n',
      Message: 'm',
      ListID: audience.listId,
      PhoneFieldID: audience.phoneField,
      SenderID: 'ACME',
      ...params,
    });
    const cases: () => [string, string, string, Record<string, unknown>, number, number][] = () => [
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ Name: '' }), 422, 1],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ Message: undefined }), 422, 2],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ ListID: undefined }), 422, 3],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ ListID: 999_999_999 }), 422, 4],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ SegmentID: 'x' }), 422, 5],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ PhoneFieldID: undefined }), 422, 6],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ PhoneFieldID: 999_999_999 }), 422, 6],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ SenderID: '' }), 422, 7],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ LinkURL: 'ftp://example.com' }), 422, 8],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ LinkURL: 'https://example.com', LinkExpiryHours: 8761 }), 422, 9],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ DefaultCountry: 'XX' }), 422, 10],
      ['POST', 'smscampaign.create', 'smscampaign.create', create({ Message: 'x'.repeat(1601) }), 422, 11],
      ...['smscampaign.send', 'smscampaign.pause', 'smscampaign.resume', 'smscampaign.cancel'].flatMap(
        (command): [string, string, string, Record<string, unknown>, number, number][] => [
          ['POST', command, command, {}, 422, 1],
          ['POST', command, command, { SMSCampaignID: 'x' }, 422, 2],
          ['POST', command, command, { SMSCampaignID: 999_999_999 }, 404, 404],
        ],
      ),
      ['POST', 'smscampaign.send', 'smscampaign.send', { SMSCampaignID: draftId, SendAt: 'tomorrow' }, 422, 3],
      ['POST', 'smscampaign.pause', 'smscampaign.pause', { SMSCampaignID: draftId }, 422, 3],
      ['POST', 'smscampaign.resume', 'smscampaign.resume', { SMSCampaignID: draftId }, 422, 3],
      ['POST', 'smsprovider', 'smsprovider.set', { Provider: 'carrier-pigeon' }, 422, 1],
      ['POST', 'smsprovider', 'smsprovider.set', { Provider: 'twilio', BaseURL: 'gopher://x', AccountSID: 'AC1', AuthToken: 't' }, 422, 2],
      ['POST', 'smsprovider', 'smsprovider.set', { Provider: 'twilio', AuthToken: 't' }, 422, 3],
      ['POST', 'smsprovider', 'smsprovider.set', { Provider: 'twilio', AccountSID: 'AC1' }, 422, 4],
      ['GET', 'smsoutbox', 'smsoutbox.browse', { Limit: 0 }, 422, 1],
      ['GET', 'smsoutbox', 'smsoutbox.browse', { Cursor: 'x' }, 422, 2],
    ];

    it('every code, v1 and legacy', async () => {
      for (const [method, path, command, params, status, code] of cases()) {
        expect([path, await v1Failure(u.v1(method, path, params, format))]).toEqual([path, [status, code]]);
        expect([command, await legacyFailure(u.legacy(command, params, format))]).toEqual([command, [false, code]]);
      }
    });

    it("another user's campaign is 404 for send, pause, resume and cancel; another user's list is 4 for create", async () => {
      for (const command of ['smscampaign.send', 'smscampaign.pause', 'smscampaign.resume', 'smscampaign.cancel'])
        expect(await v1Failure(other.v1('POST', command, { SMSCampaignID: draftId }, format))).toEqual([404, 404]);
      expect(await v1Failure(other.v1('POST', 'smscampaign.create', create({}), format))).toEqual([422, 4]);
    });
  });

  it('with no provider configured the dev outbox keeps each message: E.164, personalised, parts and encoding; pages with NextCursor', async () => {
    const id = await smsCampaign(u, audience, { Message: `Hi %Subscriber:CustomField${audience.nameField}% 🙂 %Link%` });
    expect((await u.v1('POST', 'smscampaign.send', { SMSCampaignID: id })).body).toEqual({ SMSCampaignID: id, Status: 'Sending' });
    expect(await v1Failure(u.v1('POST', 'smscampaign.send', { SMSCampaignID: id }))).toEqual([422, 4]);
    await waitFor(
      () => stats(u, id),
      (s) => s.Status === 'Sent',
      20_000,
    );
    const queueIds = new Set((await recipients(u, id)).map((r) => r.QueueID));
    const all = ((await u.v1('GET', 'smsoutbox', { Limit: 500 })).body.Messages as any[]).filter((m) => queueIds.has(m.QueueID));
    expect(all.map((m) => m.To).sort()).toEqual(NUMBERS);
    expect(all[0]).toMatchObject({ From: 'ACME', Parts: 1, Encoding: 'UCS-2' });
    expect(all.map((m) => m.Body).sort()[0]).toMatch(/^Hi Name\d 🙂 http\S+\/s\/[A-Za-z0-9_-]{16}$/);
    const first = (await u.v1('GET', 'smsoutbox', { Limit: 1 })).body;
    expect(first.Messages).toHaveLength(1);
    const second = (await u.v1('GET', 'smsoutbox', { Limit: 1, Cursor: first.NextCursor })).body;
    expect(second.Messages[0].OutboxID).toBeGreaterThan(first.Messages[0].OutboxID);
  });

  it('a claim abandoned before its send attempt (a run that failed) is sent by a run the maintenance tick starts', async () => {
    const id = await smsCampaign(u, await smsAudience(u, ['+14155552676']));
    await u.v1('POST', 'smscampaign.send', { SMSCampaignID: id });
    await waitFor(
      () => stats(u, id),
      (s) => s.Status === 'Sent',
      20_000,
    );
    const [message] = await recipients(u, id);
    const copies = async () => ((await u.v1('GET', 'smsoutbox', { Limit: 500 })).body.Messages as any[]).filter((m) => m.QueueID === message.QueueID);
    expect(await copies()).toHaveLength(1);
    await sql(`UPDATE "sms"."sms_campaign" SET "status" = 'Sending' WHERE "id" = $1`, [id]);
    await sql(`UPDATE "sms"."sms_message" SET "send_state" = 'sending', "status" = 'Released', "claimed_at" = now() - interval '1 hour' WHERE "id" = $1`, [
      message.QueueID,
    ]);
    // any new event asks for a maintenance tick soon: a click on the message's link
    await fetch(/http\S+\/s\/[A-Za-z0-9_-]{16}/.exec((await copies())[0].Body)![0], { redirect: 'manual' });
    expect(
      await waitFor(
        async () => [(await copies()).length, (await stats(u, id)).Status],
        ([n, status]) => n === 2 && status === 'Sent',
        // the click asks for a tick soon; the minute's scheduled tick comes at the latest
        75_000,
      ),
    ).toEqual([2, 'Sent']);
  }, 120_000);

  it('SendAt: Scheduled until then, then sent; pause and resume while scheduled', async () => {
    const id = await smsCampaign(u, await smsAudience(u, ['+14155552674']));
    const at = utc(Date.now() + 3_000);
    expect((await u.v1('POST', 'smscampaign.send', { SMSCampaignID: id, SendAt: at })).body).toEqual({ SMSCampaignID: id, Status: 'Scheduled' });
    expect((await stats(u, id)).Status).toBe('Scheduled');
    expect((await u.v1('POST', 'smscampaign.pause', { SMSCampaignID: id })).body).toEqual({ SMSCampaignID: id, Status: 'Paused' });
    expect((await u.v1('POST', 'smscampaign.resume', { SMSCampaignID: id })).body.Status).toMatch(/^(Scheduled|Sending)$/);
    const sent = await waitFor(
      () => stats(u, id),
      (s) => s.Status === 'Sent',
      30_000,
    );
    expect([sent.Status, (await recipients(u, id)).map((r) => r.Status)]).toEqual(['Sent', ['Sent']]);
  }, 60_000);

  it('cancelling a scheduled campaign sends nothing', async () => {
    const id = await smsCampaign(u, await smsAudience(u, ['+14155552675']));
    await u.v1('POST', 'smscampaign.send', { SMSCampaignID: id, SendAt: utc(Date.now() + 1_000) });
    expect((await u.v1('POST', 'smscampaign.cancel', { SMSCampaignID: id })).body).toEqual({ SMSCampaignID: id, Status: 'Cancelled' });
    expect(await v1Failure(u.v1('POST', 'smscampaign.cancel', { SMSCampaignID: id }))).toEqual([422, 3]);
    expect(await v1Failure(u.v1('POST', 'smscampaign.send', { SMSCampaignID: id }))).toEqual([422, 4]);
    // SendAt comes (its delayed run is moved to now) and the run finds the campaign cancelled
    const run = () =>
      sql<{ state: string }>(`SELECT "state" FROM "sms_jobs"."job" WHERE "name" = 'sms.send-campaign' AND "data"->>'campaignId' = $1::text`, [String(id)]);
    await sql(`UPDATE "sms_jobs"."job" SET "start_after" = now() WHERE "name" = 'sms.send-campaign' AND "data"->>'campaignId' = $1::text`, [String(id)]);
    expect(await waitFor(run, (jobs) => jobs.length > 0 && jobs.every((j) => ['completed', 'failed', 'cancelled'].includes(j.state)), 20_000)).toHaveLength(1);
    expect([(await stats(u, id)).Status, await recipients(u, id)]).toEqual(['Cancelled', []]);
  });

  describe('through a provider that keeps a message in flight', () => {
    let provider: Awaited<ReturnType<typeof startFakeTwilio>>;
    let t: TrackingUser;
    beforeAll(async () => {
      provider = await startFakeTwilio();
      t = await trackingUser();
      await t.v1('POST', 'smsprovider', { Provider: 'twilio', BaseURL: provider.url, AccountSID: 'AC9', AuthToken: 'tok' });
    });
    afterAll(() => provider?.stop());
    const inFlight = async (id: number) => {
      provider.hold();
      await t.v1('POST', 'smscampaign.send', { SMSCampaignID: id });
      await waitFor(
        async () => provider.waiting,
        (n) => n === 1,
        20_000,
      );
    };

    it('pause stops before the next message (Released claims go back to Queued); a crashed run is recovered without sending twice', async () => {
      const id = await smsCampaign(t, await smsAudience(t, NUMBERS));
      await inFlight(id);
      expect((await t.v1('POST', 'smscampaign.pause', { SMSCampaignID: id })).body.Status).toBe('Paused');
      provider.release();
      const paused = await waitFor(
        () => recipients(t, id),
        (r) => r.filter((m) => m.Status === 'Queued').length === 2 && r.some((m) => m.Status === 'Sent'),
        20_000,
      );
      expect(paused.map((r) => r.Status).sort()).toEqual(['Queued', 'Queued', 'Sent']);
      expect(provider.messages).toHaveLength(1);

      // a run that crashed: one claim taken before its send_attempt was stored, one while the provider had it
      const [released, attempted] = paused.filter((r) => r.Status === 'Queued').map((r) => r.QueueID);
      await sql(
        `UPDATE "sms"."sms_message" SET "send_state" = 'sending', "claimed_at" = now() - interval '1 hour',
           "status" = CASE "id" WHEN $1 THEN 'Released' ELSE 'Sending' END WHERE "id" = ANY($2::bigint[])`,
        [released, [released, attempted]],
      );
      expect((await t.v1('POST', 'smscampaign.resume', { SMSCampaignID: id })).body.Status).toBe('Sending');
      await waitFor(
        () => stats(t, id),
        (s) => s.Status === 'Sent',
        20_000,
      );
      expect(provider.messages).toHaveLength(2);
      const byId = Object.fromEntries((await recipients(t, id)).map((r) => [r.QueueID, r]));
      expect(provider.messages[1].form.To).toBe(byId[released].RecipientNumber);
      const states = await sql<{ id: string; send_state: string }>(`SELECT "id", "send_state" FROM "sms"."sms_message" WHERE "id" = ANY($1::bigint[])`, [
        [released, attempted],
      ]);
      expect(Object.fromEntries(states.map((s) => [Number(s.id), s.send_state]))).toEqual({ [released]: 'sent', [attempted]: 'unknown' });
      expect(byId[attempted].Status).toBe('Sending');
      // the unknown outcome shows in the reads: a spec status (Sending) and our SendState
      expect([byId[attempted].SendState, byId[released].SendState]).toEqual(['unknown', 'sent']);
      expect((await t.v1('GET', 'smscampaign.recipients', { SMSCampaignID: id, Status: 'Sending' })).body.Recipients).toEqual([
        expect.objectContaining({ QueueID: attempted, Status: 'Sending', SendState: 'unknown' }),
      ]);
      // and in the recipients CSV export, column SendState
      const started = await t.v1('POST', 'smscampaign.export', { SMSCampaignID: id, Kind: 'recipients' });
      const done = await waitFor(
        async () => (await t.v1('GET', 'smscampaign.export.status', { ExportID: started.body.ExportID })).body,
        (s) => s.Status === 'Done',
        20_000,
      );
      const [header, ...lines] = (await (await fetch(done.DownloadURLs[0])).text()).trimEnd().split('\r\n');
      expect(header.split(',').slice(0, 5)).toEqual(['QueueID', 'RelSubscriberID', 'RecipientNumber', 'Status', 'SendState']);
      expect(Object.fromEntries(lines.map((l) => l.split(',')).map((c) => [Number(c[0]), [c[3], c[4]]]))).toEqual(
        Object.fromEntries(Object.values(byId).map((r: any) => [r.QueueID, [r.Status, r.SendState]])),
      );
      expect(Object.fromEntries(lines.map((l) => l.split(',')).map((c) => [Number(c[0]), c[4]]))).toMatchObject({ [attempted]: 'unknown', [released]: 'sent' });
    });

    it('cancel while a message is in flight: that one is sent, the rest become Cancelled and are never sent', async () => {
      const before = provider.messages.length;
      const id = await smsCampaign(t, await smsAudience(t, NUMBERS));
      await inFlight(id);
      expect((await t.v1('POST', 'smscampaign.cancel', { SMSCampaignID: id })).body.Status).toBe('Cancelled');
      provider.release();
      const done = await waitFor(
        () => recipients(t, id),
        (r) => r.filter((m) => m.Status === 'Cancelled').length === 2 && r.some((m) => m.Status === 'Sent'),
        20_000,
      );
      expect(done.map((r) => r.Status).sort()).toEqual(['Cancelled', 'Cancelled', 'Sent']);
      expect(provider.messages.length - before).toBe(1);
      expect((await stats(t, id)).Status).toBe('Cancelled');
      expect((await t.v1('GET', 'smscampaign.recipients', { SMSCampaignID: id, Status: 'cancelled' })).body.Recipients).toHaveLength(2);
    });
  });
});

describe('SMS provider ids are per user', () => {
  it("two users' providers may use the same message id: each receipt moves only its own user's message, neither is deduplicated away", async () => {
    const users = await Promise.all([trackingUser(), trackingUser()]);
    const providers = await Promise.all([startFakeTwilio(), startFakeTwilio()]);
    try {
      const hooks: any[] = [];
      const campaigns: number[] = [];
      for (const [i, u] of users.entries()) {
        hooks.push((await u.v1('POST', 'smsprovider', { Provider: 'twilio', BaseURL: providers[i].url, AccountSID: `AC${i}`, AuthToken: `tok${i}` })).body);
        campaigns.push(await smsCampaign(u, await smsAudience(u, [NUMBERS[i]])));
        await u.v1('POST', 'smscampaign.send', { SMSCampaignID: campaigns[i] });
      }
      const statusOf = async (i: number) =>
        ((await users[i].v1('GET', 'smscampaign.recipients', { SMSCampaignID: campaigns[i] })).body.Recipients as any[]).map((r) => r.Status);
      for (const i of [0, 1])
        await waitFor(
          () => statusOf(i),
          (s) => s[0] === 'Sent',
          20_000,
        );
      const sid = providers[0].messages[0].sid;
      expect(providers[1].messages[0].sid).toBe(sid);
      const deliver = async (i: number) => {
        const receipt = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: `AC${i}` };
        return (await postForm(hooks[i].StatusCallbackURL, receipt, twilioSign(`tok${i}`, hooks[i].StatusCallbackURL, receipt))).status;
      };
      expect(await deliver(0)).toBe(204);
      expect([await statusOf(0), await statusOf(1)]).toEqual([['Delivered'], ['Sent']]);
      expect(await deliver(1)).toBe(204);
      expect([await statusOf(0), await statusOf(1)]).toEqual([['Delivered'], ['Delivered']]);
    } finally {
      await Promise.all(providers.map((p) => p.stop()));
    }
  }, 60_000);
});
