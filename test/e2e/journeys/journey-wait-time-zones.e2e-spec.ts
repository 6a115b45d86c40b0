import { e2eEnv, e2eSql, unique } from '@mail/testing';

import { email, journeysUser, type JourneysUser, waitFor } from './journeys-helpers';

const hourIn = (timeZone: string, at = new Date()) => Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

// A Wait's window is read in the subscriber's time zone (the list's time-zone field) when they have one, else in the
// user's (accounts' TimeZone): the window below is open now in Kiritimati (UTC+14) and shut in UTC−12.
describe('a Wait’s time window in the subscriber’s or the user’s time zone', () => {
  let u: JourneysUser;

  beforeAll(async () => {
    u = await journeysUser();
    const { api, adminApiKey } = e2eEnv();
    await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: u.user.userId, TimeZone: 'Pacific/Kiritimati' });
  });

  it('moves on now for subscribers whose local time is inside the window, and waits for the others’ local window', async () => {
    const listId = await u.list();
    const zoneField = await u.field(listId, { FieldName: unique('Time zone') });
    const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('done') })).TagID);
    const open = hourIn('Pacific/Kiritimati');
    const window = { DontSendBefore: hh(open), DontSendAfter: hh(Math.min(open + 2, 24)).replace('24:00', '23:59') };
    const journeyId = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: listId });
    const actions = await u.actions(journeyId, [
      { Action: 'Wait', ActionParameters: { WaitUnit: 'seconds', WaitAmount: 1, TimeConstraintEnabled: true, ...window, TimeZone: 'UTC' } },
      { Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
    ]);
    expect(actions.status).toBe(200);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });

    const subscribers = { user: email('user-zone'), label: email('label-zone'), west: email('west-zone') };
    const ids: Record<string, number> = {};
    for (const [name, address, zone] of [
      ['user', subscribers.user, ''],
      ['label', subscribers.label, '(GMT+14:00) Pacific/Kiritimati'],
      ['west', subscribers.west, 'Etc/GMT+12'],
    ])
      ids[name] = Number(
        (await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1', [`CustomField${zoneField}`]: zone })).SubscriberID,
      );

    const done = await waitFor(
      () => u.get(journeyId),
      (res) => Number(res.body?.Actions?.[1]?.CompletedRuns) === 2,
      30_000,
    );
    expect(done.body.Journey.JourneyStats).toMatchObject({ TotalSubscribers: 3, ActiveSubscribers: 1 });
    const [west] = await e2eSql<{ status: string; wait_until: string }>(
      `SELECT "status", to_char("wait_until", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "wait_until" FROM "journeys"."enrolment" WHERE "journey_id" = $1 AND "subscriber_id" = $2`,
      [journeyId, ids.west],
    );
    expect(west.status).toBe('Active');
    // the window's start, in UTC−12: today's or tomorrow's there, never now
    const until = new Date(west.wait_until);
    expect(hourIn('Etc/GMT+12', until)).toBe(open);
    expect(until.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    const finished = await e2eSql<{ subscriber_id: string }>(
      `SELECT "subscriber_id" FROM "journeys"."enrolment" WHERE "journey_id" = $1 AND "status" = 'Completed' ORDER BY "subscriber_id"`,
      [journeyId],
    );
    expect(finished.map((r) => Number(r.subscriber_id))).toEqual([ids.user, ids.label].sort((a, b) => a - b));
  });
});
