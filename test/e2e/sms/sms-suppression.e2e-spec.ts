/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, unique } from '@mail/testing';

import { journeysUser } from '../journeys/journeys-helpers';
import { email, FORMATS, legacyCode, sql, succeeded, trackingUser, type TrackingUser, waitFor } from '../tracking/tracking-helpers';
import { eventsSign, smsAudience, smsCampaign } from './sms-helpers';

/** a number of its own per test run (valid US numbers: 415 555 01xx) */
const base = Number(String(Date.now()).slice(-3));
const num = (i: number) => `+1415555${String((base + i) % 10_000).padStart(4, '0')}`;

/** XML turns arrays into node_0… objects and numbers into strings: this reads both shapes */
const arr = (v: any): any[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);

/**
 * vendor-api.md section 11 (SMS suppression) through api.php, JSON and XML: every code, isolation, admin
 * system-level entries, and every SMS send (campaigns and journeys' SendSMS) skipping suppressed numbers, with
 * the skip in the funnel's Skipped reasons.
 */
describe('SMS suppression', () => {
  let u: TrackingUser;
  let other: TrackingUser;
  let otherList: number;
  const { api, adminApiKey } = e2eEnv();
  const admin = (command: string, params: Record<string, unknown>, format?: 'JSON' | 'XML') =>
    api.legacy(command, { AdminAPIKey: adminApiKey, ...params }, format ? { format } : {});
  const ok = async (user: TrackingUser, command: string, params: Record<string, unknown> = {}) => {
    const res = await user.legacy(command, params);
    if (!succeeded(res)) throw new Error(`${command}: ${res.text}`);
    return res.body as Record<string, any>;
  };

  beforeAll(async () => {
    [u, other] = await Promise.all([trackingUser(), trackingUser()]);
    otherList = await other.list();
  }, 60_000);

  describe.each(FORMATS)('codes (%s)', (format) => {
    const fails = async (res: Promise<any>) => {
      const r = await res;
      return [succeeded(r), legacyCode(r)];
    };
    const levelCases = (): [Record<string, unknown>, number][] => [
      [{ Level: 'system' }, 1],
      [{ Level: 'nope' }, 1],
      [{ Level: 'list' }, 2],
      [{ Level: 'list', ListID: otherList }, 3],
      [{ Level: 'list', ListID: 'x' }, 3],
      [{ Level: 'list', ListID: 999_999_999 }, 3],
    ];

    it('browse, stats and patterns.browse: 1–3 (another user’s list is 3); browse 4', async () => {
      for (const command of ['smssuppression.browse', 'smssuppression.stats', 'smssuppression.patterns.browse'])
        for (const [params, code] of levelCases())
          expect([command, params, await fails(u.legacy(command, params, format))]).toEqual([command, params, [false, code]]);
      expect(await fails(u.legacy('smssuppression.browse', { Reason: 'angry' }, format))).toEqual([false, 4]);
    });

    it('add: 1–9 for a user, 2, 3, 10 and 5 for an administrator', async () => {
      const cases: [Record<string, unknown>, number][] = [
        [{}, 1],
        [{ PhoneNumber: '', PhoneNumbers: '' }, 1],
        [{ PhoneNumber: num(1), Level: 'system' }, 2],
        [{ PhoneNumber: num(1), Level: 'global' }, 2],
        [{ PhoneNumber: num(1), Level: 'list' }, 4],
        [{ PhoneNumber: num(1), Level: 'list', ListID: otherList }, 5],
        [{ PhoneNumber: num(1), Reason: 'angry' }, 6],
        [{ PhoneNumber: num(1), Source: 'carrier' }, 7],
        [{ PhoneNumber: 'not-a-phone' }, 8],
        [{ PhoneNumber: '+1(5|6).*' }, 8],
        [{ PhoneNumbers: '[]' }, 9],
        [{ PhoneNumbers: '["", "  "]' }, 9],
        [{ PhoneNumbers: '  ' }, 1],
      ];
      for (const [params, code] of cases) expect([params, await fails(u.legacy('smssuppression.add', params, format))]).toEqual([params, [false, code]]);
      expect(await fails(admin('smssuppression.add', { PhoneNumber: num(1) }, format))).toEqual([false, 3]);
      expect(await fails(admin('smssuppression.add', { PhoneNumber: num(1), UserID: 999_999_999 }, format))).toEqual([false, 10]);
      expect(await fails(admin('smssuppression.add', { PhoneNumber: num(1), Level: 'list', UserID: u.user.userId }, format))).toEqual([false, 4]);
      expect(await fails(admin('smssuppression.add', { PhoneNumber: num(1), Level: 'list', UserID: u.user.userId, ListID: otherList }, format))).toEqual([
        false,
        5,
      ]);
      expect(await fails(admin('smssuppression.add', { PhoneNumber: num(1), Level: 'planet' }, format))).toEqual([false, 2]);
    });

    it('patterns.add: 1–8', async () => {
      const cases: [Record<string, unknown>, number][] = [
        [{}, 1],
        [{ PhoneNumber: '+1555*', Level: 'system' }, 2],
        [{ PhoneNumber: '+1555*', Level: 'list' }, 4],
        [{ PhoneNumber: '+1555*', Level: 'list', ListID: otherList }, 5],
        [{ PhoneNumber: '+1555*', Source: 'carrier' }, 6],
        [{ PhoneNumber: '+1555[0-9]*' }, 7],
        [{ PhoneNumber: `+${'1'.repeat(40)}*` }, 7],
      ];
      for (const [params, code] of cases)
        expect([params, await fails(u.legacy('smssuppression.patterns.add', params, format))]).toEqual([params, [false, code]]);
      expect(await fails(admin('smssuppression.patterns.add', { PhoneNumber: '+1555*' }, format))).toEqual([false, 3]);
      expect(await fails(admin('smssuppression.patterns.add', { PhoneNumber: '+1555*', UserID: 999_999_999 }, format))).toEqual([false, 8]);
    });

    it('delete and patterns.delete: 1, 2, 3 (another user’s entry, a system entry), 5', async () => {
      const mine = Number((await ok(other, 'smssuppression.add', { PhoneNumber: num(2) })).SuppressionID);
      const system = Number((await admin('smssuppression.add', { PhoneNumber: num(3), Level: 'system' })).body.SuppressionID);
      for (const command of ['smssuppression.delete', 'smssuppression.patterns.delete']) {
        const cases: [Record<string, unknown>, number][] = [
          [{}, 1],
          [{ SuppressionID: 'x' }, 2],
          [{ SuppressionID: -4 }, 2],
          [{ SuppressionID: mine }, 3],
          [{ SuppressionID: system }, 3],
          [{ SuppressionID: 999_999_999 }, 3],
          [{ SuppressionIDs: '[]' }, 5],
          [{ SuppressionIDs: 'not json' }, 5],
          [{ SuppressionIDs: '{"a":1}' }, 5],
        ];
        for (const [params, code] of cases) expect([command, params, await fails(u.legacy(command, params, format))]).toEqual([command, params, [false, code]]);
      }
      await sql(`DELETE FROM "sms"."suppression" WHERE "id" = $1`, [system]);
    });
  });

  it('add, browse, stats, patterns and delete: one user’s entries only, newest first, filtered totals; XML reads the same', async () => {
    const me = await trackingUser();
    const list = await me.list();
    const single = await ok(me, 'smssuppression.add', { PhoneNumber: '+1 (415) 555-0150', Reason: 'bounce', Notes: 'Hard bounce' });
    expect(single).toMatchObject({ Success: true, ErrorCode: 0, SuppressionID: expect.any(Number) });
    const batch = await ok(me, 'smssuppression.add', { PhoneNumbers: JSON.stringify(['+15552223333', '+15554445555', 'not-a-phone']), Reason: 'complaint' });
    expect(batch).toMatchObject({ Success: true, ErrorCode: 0, TotalAdded: 2, TotalFailed: 1, FailedPhoneNumbers: ['not-a-phone'] });
    const lines = await ok(me, 'smssuppression.add', { PhoneNumbers: '+15556667777\n+1777*', Level: 'list', ListID: list, Source: 'import' });
    expect(lines).toMatchObject({ TotalAdded: 2, TotalFailed: 0 });
    const pattern = await ok(me, 'smssuppression.patterns.add', { PhoneNumber: '+1555*', Notes: 'test range' });
    // the same entry again: the same id
    expect((await ok(me, 'smssuppression.patterns.add', { PhoneNumber: '+1555*' })).SuppressionID).toBe(pattern.SuppressionID);
    const exactViaPatterns = await ok(me, 'smssuppression.patterns.add', { PhoneNumber: '+15558889999' });

    const browse = await ok(me, 'smssuppression.browse', {});
    expect(browse.TotalRecords).toBe(5);
    expect(browse.Suppressions.map((s: any) => s.PhoneNumber)).toEqual(['+15558889999', '+1555*', '+15554445555', '+15552223333', '+1 (415) 555-0150']);
    expect(browse.Suppressions[4]).toEqual({
      SuppressionID: String(single.SuppressionID),
      SuppressionType: 'user',
      RelUserID: String(me.user.userId),
      RelListID: null,
      PhoneNumber: '+1 (415) 555-0150',
      PhoneNumberNormalized: '14155550150',
      IsPattern: '0',
      Reason: 'bounce',
      Source: 'api',
      Notes: 'Hard bounce',
      AddedByUserID: String(me.user.userId),
      AddedByAdminID: null,
      CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      UpdatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(browse.Suppressions[1]).toMatchObject({ IsPattern: '1', PhoneNumberNormalized: '+1555*', Reason: 'manual', Notes: 'test range' });
    expect(browse.Suppressions[0]).toMatchObject({ SuppressionID: String(exactViaPatterns.SuppressionID), IsPattern: '0', Reason: 'manual' });

    // filters and paging
    const page = await ok(me, 'smssuppression.browse', { StartFrom: 1, RetrieveCount: 2 });
    expect([page.TotalRecords, page.Suppressions.map((s: any) => s.PhoneNumber)]).toEqual([5, ['+1555*', '+15554445555']]);
    expect((await ok(me, 'smssuppression.browse', { Reason: 'complaint' })).TotalRecords).toBe(2);
    expect((await ok(me, 'smssuppression.browse', { IsPattern: 1 })).TotalRecords).toBe(1);
    expect((await ok(me, 'smssuppression.browse', { IsPattern: 0 })).TotalRecords).toBe(4);
    expect((await ok(me, 'smssuppression.browse', { SearchPattern: 'hard' })).TotalRecords).toBe(1);
    expect((await ok(me, 'smssuppression.browse', { SearchPattern: '4445' })).Suppressions.map((s: any) => s.PhoneNumber)).toEqual(['+15554445555']);
    expect((await ok(me, 'smssuppression.browse', { SearchPattern: '*' })).TotalRecords).toBe(1);
    const listLevel = await ok(me, 'smssuppression.browse', { Level: 'list', ListID: list });
    expect(listLevel.Suppressions.map((s: any) => [s.PhoneNumber, s.SuppressionType, s.RelListID, s.Source])).toEqual([
      ['+1777*', 'list', String(list), 'import'],
      ['+15556667777', 'list', String(list), 'import'],
    ]);

    expect(await ok(me, 'smssuppression.stats')).toMatchObject({
      Success: true,
      ErrorCode: 0,
      Total: 7,
      ByType: { System: 0, User: 5, List: 2 },
      Patterns: 2,
      ByReason: { Manual: 4, Optout: 0, Complaint: 2, Bounce: 1, Invalid: 0, Other: 0 },
    });
    expect(await ok(me, 'smssuppression.stats', { Level: 'list', ListID: list })).toMatchObject({
      Total: 2,
      ByType: { System: 0, User: 0, List: 2 },
      Patterns: 1,
    });

    const patterns = await ok(me, 'smssuppression.patterns.browse');
    expect(patterns.Patterns.map((p: any) => [p.PhoneNumber, p.SuppressionType, p.ListName === null])).toEqual([
      ['+1555*', 'user', true],
      ['+1777*', 'list', false],
    ]);
    expect(typeof patterns.Patterns[1].ListName).toBe('string');
    expect((await ok(me, 'smssuppression.patterns.browse', { Level: 'user' })).Patterns).toHaveLength(1);

    // XML carries the same
    const xml = await me.legacy('smssuppression.stats', {}, 'XML');
    expect([succeeded(xml), Number(xml.body.Total), Number(xml.body.ByReason.Complaint)]).toEqual([true, 7, 2]);
    const xmlBrowse = await me.legacy('smssuppression.browse', { RetrieveCount: 1 }, 'XML');
    expect([Number(xmlBrowse.body.TotalRecords), arr(xmlBrowse.body.Suppressions).map((s: any) => s.PhoneNumber)]).toEqual([5, ['+15558889999']]);

    // another user sees none of it and deletes none of it
    expect((await ok(other, 'smssuppression.browse')).Suppressions.map((s: any) => s.PhoneNumber)).not.toContain('+15558889999');
    expect(await ok(other, 'smssuppression.delete', { SuppressionIDs: JSON.stringify([Number(pattern.SuppressionID)]) })).toMatchObject({
      Success: true,
      ErrorCode: 0,
      TotalDeleted: 0,
      TotalFailed: 1,
      FailedSuppressionIDs: [Number(pattern.SuppressionID)],
    });

    // delete one, then a batch with a missing id
    expect(await ok(me, 'smssuppression.patterns.delete', { SuppressionID: pattern.SuppressionID })).toMatchObject({ Success: true, ErrorCode: 0 });
    const ids = browse.Suppressions.slice(2, 4).map((s: any) => Number(s.SuppressionID));
    expect(await ok(me, 'smssuppression.delete', { SuppressionIDs: JSON.stringify([...ids, 999_999_999]) })).toMatchObject({
      Success: true,
      ErrorCode: 0,
      TotalDeleted: 2,
      TotalFailed: 1,
      FailedSuppressionIDs: [999_999_999],
    });
    expect((await ok(me, 'smssuppression.browse')).TotalRecords).toBe(2);
  }, 60_000);

  it('administrators add for a user, and at system level for everybody; a user cannot delete a system entry', async () => {
    const me = await trackingUser();
    const res = await admin('smssuppression.add', { PhoneNumber: num(20), UserID: me.user.userId, Reason: 'other' });
    expect(succeeded(res)).toBe(true);
    const [row] = (await ok(me, 'smssuppression.browse')).Suppressions;
    expect(row).toMatchObject({ SuppressionID: String(res.body.SuppressionID), RelUserID: String(me.user.userId), AddedByUserID: null, Reason: 'other' });
    expect(row.AddedByAdminID).not.toBeNull();
    const patternRes = await admin('smssuppression.patterns.add', { PhoneNumber: '+1666*', UserID: me.user.userId });
    expect(succeeded(patternRes)).toBe(true);
    expect((await ok(me, 'smssuppression.patterns.browse')).Patterns.map((p: any) => p.PhoneNumber)).toEqual(['+1666*']);
  });

  describe('sends skip suppressed numbers', () => {
    /** sends a campaign to the audience through the dev outbox; answers each number's recipient status and the funnel */
    const send = async (user: TrackingUser, audience: { listId: number; phoneField: number }, numbers: string[]) => {
      const campaignId = await smsCampaign(user, audience);
      await user.v1('POST', 'smscampaign.send', { SMSCampaignID: campaignId });
      const stats = await waitFor(
        async () => (await user.v1('GET', 'smscampaign.stats', { SMSCampaignID: campaignId })).body,
        (s) => s.Status === 'Sent',
        30_000,
      );
      const recipients = (await user.v1('GET', 'smscampaign.recipients', { SMSCampaignID: campaignId, Limit: 500 })).body.Recipients as any[];
      const queueIds = new Set(recipients.map((r) => r.QueueID));
      const outbox = ((await user.v1('GET', 'smsoutbox', { Limit: 500 })).body.Messages as any[]).filter((m) => queueIds.has(m.QueueID));
      const funnel = await waitFor(
        async () => (await user.v1('GET', 'smscampaign.stats', { SMSCampaignID: campaignId })).body.Funnel,
        (f) => f.Skipped.reduce((n: number, s: any) => n + s.Total, 0) + outbox.length >= numbers.length,
        30_000,
      );
      return { stats, funnel, sentTo: outbox.map((m) => m.To).sort(), recipients };
    };

    it('exact, pattern, list-level (its list only) and system entries are skipped (Suppressed, funnel reason suppressed); deleting one lets it through; other users are unaffected', async () => {
      const me = await trackingUser();
      const numbers = [num(30), num(31), num(32), num(33), num(34)];
      const [exact, byPattern, byList, bySystem, free] = numbers;
      const audience = await smsAudience(me, numbers);
      const otherAudience = await smsAudience(me, [byList]);
      const exactId = Number((await ok(me, 'smssuppression.add', { PhoneNumber: exact })).SuppressionID);
      await ok(me, 'smssuppression.patterns.add', { PhoneNumber: `${byPattern.slice(0, -2)}*${byPattern.slice(-1)}` });
      await ok(me, 'smssuppression.add', { PhoneNumber: byList, Level: 'list', ListID: audience.listId });
      const system = await admin('smssuppression.add', { PhoneNumber: bySystem, Level: 'system', Reason: 'invalid' });
      expect(succeeded(system)).toBe(true);
      try {
        const first = await send(me, audience, numbers);
        expect(first.sentTo).toEqual([free]);
        expect(first.funnel.Skipped).toEqual([{ Reason: 'suppressed', Total: 4 }]);
        expect(first.recipients.filter((r) => r.Status === 'Suppressed')).toHaveLength(4);

        // the list-level entry holds for that list only
        expect((await send(me, otherAudience, [byList])).sentTo).toEqual([byList]);

        // another user texts all of them except the system entry
        const them = await trackingUser();
        expect((await send(them, await smsAudience(them, numbers), numbers)).sentTo).toEqual(numbers.filter((n) => n !== bySystem).sort());

        await ok(me, 'smssuppression.delete', { SuppressionID: exactId });
        const again = await send(me, await smsAudience(me, [exact]), [exact]);
        expect(again.sentTo).toEqual([exact]);
      } finally {
        await sql(`DELETE FROM "sms"."suppression" WHERE "id" = $1`, [system.body.SuppressionID]);
      }
    }, 120_000);

    it('a STOP opt-out shows in browse (reason optout) and stats; deleting it texts the number again', async () => {
      const me = await trackingUser();
      const number = num(40);
      const audience = await smsAudience(me, [number]);
      const first = await send(me, audience, [number]);
      const hooks = (await me.v1('POST', 'smsprovider', { Provider: 'outbox' })).body;
      const body = JSON.stringify({ Events: [{ EventID: unique('stop'), Type: 'reply', From: number, Text: 'STOP', QueueID: first.recipients[0].QueueID }] });
      const posted = await fetch(hooks.EventsURL, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-sms-signature': eventsSign(hooks.EventsSecret, body) },
      });
      expect(posted.status).toBe(200);
      const browse = await waitFor(
        () => ok(me, 'smssuppression.browse', { Reason: 'optout' }),
        (b) => b.TotalRecords === 1,
        20_000,
      );
      expect(browse.Suppressions[0]).toMatchObject({ PhoneNumber: number, Reason: 'optout', Source: 'optout_link', SuppressionType: 'user', IsPattern: '0' });
      expect((await ok(me, 'smssuppression.stats')).ByReason.Optout).toBe(1);
      const list2 = await smsAudience(me, [number]);
      expect((await send(me, list2, [number])).sentTo).toEqual([]);
      await ok(me, 'smssuppression.delete', { SuppressionID: browse.Suppressions[0].SuppressionID });
      expect((await send(me, await smsAudience(me, [number]), [number])).sentTo).toEqual([number]);
    }, 120_000);

    it("a journey's SendSMS to a suppressed number is skipped too", async () => {
      const j = await journeysUser();
      const listId = await j.list();
      const field = await j.field(listId, { MergeTagAlias: 'Mobile' });
      const [blocked, allowed] = [num(50), num(51)];
      await ok(j, 'smssuppression.patterns.add', { PhoneNumber: `+*${blocked.slice(-4)}` });
      const ids: number[] = [];
      for (const n of [blocked, allowed])
        ids.push(
          Number(
            (await j.ok('Subscriber.Create', { ListID: listId, EmailAddress: email('js'), IPAddress: '127.0.0.1', [`CustomField${field}`]: n })).SubscriberID,
          ),
        );
      const journey = await j.journey();
      expect((await j.actions(journey, [{ Action: 'SendSMS', ActionParameters: { message: 'Hi', sender_id: 'Shop' } }])).status).toBe(200);
      await j.v1('GET', 'journey.enable', { JourneyID: journey });
      for (const id of ids)
        expect((await j.v1('POST', 'subscriber.journey.trigger', { JourneyID: journey, SubscriberID: id, ListID: listId })).body.Enrolled).toBe(true);
      const sent = await waitFor(
        async () => ((await j.v1('GET', 'smsoutbox', { Limit: 500 })).body?.Messages ?? []).map((m: any) => m.To),
        (to: string[]) => to.includes(allowed),
        30_000,
      );
      const [{ n }] = await sql<{ n: string }>(
        `SELECT count(*) AS n FROM "sms"."sms_message" WHERE "user_id" = $1 AND "recipient_number" = $2 AND "status" = 'Suppressed' AND "skip_reason" = 'suppressed'`,
        [j.user.userId, blocked],
      );
      expect([sent.includes(blocked), Number(n)]).toEqual([false, 1]);
    }, 60_000);
  });
});
