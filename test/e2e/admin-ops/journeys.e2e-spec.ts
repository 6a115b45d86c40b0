/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, e2eSql } from '@mail/testing';

import { email, FORMATS, journeysUser, type JourneysUser, legacyCode, succeeded, waitFor } from '../journeys/journeys-helpers';

const items = (value: any): any[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);
const num = (v: unknown) => Number(v);

// Journeys really enrolled through the API and run by the engine, read through the administrators' queue commands;
// an entry whose wake-ups were lost (simulated in the database) is found stuck and unstuck.
describe('admin journey queue operations, through HTTP', () => {
  const { api, adminApiKey } = e2eEnv();
  const admin = (command: string, params: Record<string, unknown> = {}, format?: string) =>
    api.legacy(command, { AdminAPIKey: adminApiKey, ...params }, format ? { format } : {});
  let u: JourneysUser;
  let listId: number;
  let waiting: number;
  let subscriberId: number;
  let actionId: number;

  const enabled = async () => {
    const id = await u.journey();
    expect((await u.actions(id, [{ Action: 'Wait', ActionParameters: { WaitUnit: 'hours', WaitAmount: 1 } }])).status).toBe(200);
    await u.v1('GET', 'journey.enable', { JourneyID: id });
    return id;
  };
  const enrol = async (journeyId: number) => {
    const sid = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: email('jq') })).SubscriberID);
    await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, SubscriberID: sid, ListID: listId });
    return sid;
  };
  const queue = (journeyId: number) => admin('admin.journeys.queue', { JourneyID: journeyId });
  const snoozed = (journeyId: number) =>
    waitFor(
      () => queue(journeyId),
      (r) => items(r.body.QueueEntries)[0]?.TouchState === 'Snoozed',
      20_000,
    );

  beforeAll(async () => {
    u = await journeysUser();
    listId = await u.list();
    waiting = await enabled();
    subscriberId = await enrol(waiting);
    const res = await snoozed(waiting);
    actionId = num(items(res.body.QueueEntries)[0].RelActionID);
  }, 60_000);

  it.each(FORMATS)('admin.journeys.queue lists the entry at its wait, Snoozed; filters and codes (%s)', async (format) => {
    const res = await admin('admin.journeys.queue', { JourneyID: waiting }, format);
    expect([succeeded(res), num(res.body.TotalQueueEntries)]).toEqual([true, 1]);
    const [e] = items(res.body.QueueEntries);
    expect([num(e.RelJourneyID), num(e.RelSubscriberID), num(e.RelListID), e.ActionType, e.TouchState, num(e.RelUserID)]).toEqual([
      waiting,
      subscriberId,
      listId,
      'Wait',
      'Snoozed',
      u.user.userId,
    ]);
    expect(e.SnoozedUntil).toBeTruthy();
    const none = await admin('admin.journeys.queue', { JourneyID: waiting, Status: 'Stuck' }, format);
    expect(num(none.body.TotalQueueEntries)).toBe(0);
    expect(legacyCode(await admin('admin.journeys.queue', { Status: 'bogus' }, format))).toBe(2);
    expect(legacyCode(await admin('admin.journeys.queue', { JourneyID: 'x' }, format))).toBe(2);
    expect(legacyCode(await u.legacy('admin.journeys.queue', {}, format))).toBe(99998);
  });

  it.each(FORMATS)('admin.journeys.overview counts the journey’s queue by state (%s)', async (format) => {
    const res = await admin('admin.journeys.overview', { JourneyID: waiting }, format);
    expect(succeeded(res)).toBe(true);
    const q = res.body.QueueStats;
    expect([num(q.TotalActive), num(q.SnoozedCount), num(q.StuckCount)]).toEqual([1, 1, 0]);
    expect(num(res.body.Throughput.MeasurementWindowMinutes)).toBe(15);
    expect(num(res.body.Workers.Total)).toBeGreaterThanOrEqual(0);
    expect(legacyCode(await admin('admin.journeys.overview', { JourneyID: 'x' }, format))).toBe(2);
  });

  it.each(FORMATS)('admin.journey.queue.position finds the entry by subscriber, entry or email (%s)', async (format) => {
    const res = await admin('admin.journey.queue.position', { SubscriberID: subscriberId }, format);
    expect(succeeded(res)).toBe(true);
    const [e] = items(res.body.Entries);
    expect([num(e.RelJourneyID), num(e.Position), e.TouchState, e.CurrentAction.Action, num(e.CurrentAction.ActionID)]).toEqual([
      waiting,
      1,
      'Snoozed',
      'Wait',
      actionId,
    ]);
    expect(num(e.EstimatedMinutesUntilProcessed)).toBeGreaterThan(50);
    const byEntry = await admin('admin.journey.queue.position', { EntryID: e.EntryID }, format);
    expect(num(items(byEntry.body.Entries)[0].RelSubscriberID)).toBe(subscriberId);
    const byEmail = await admin('admin.journey.queue.position', { Email: e.EmailAddress, ListID: listId }, format);
    expect(num(items(byEmail.body.Entries)[0].EntryID)).toBe(num(e.EntryID));
    expect(legacyCode(await admin('admin.journey.queue.position', {}, format))).toBe(1);
    expect(legacyCode(await admin('admin.journey.queue.position', { SubscriberID: 999_999_999 }, format))).toBe(2);
    expect(legacyCode(await admin('admin.journey.queue.position', { Email: 'x@example.com' }, format))).toBe(3);
    expect(legacyCode(await admin('admin.journey.queue.position', { SubscriberID: 'abc' }, format))).toBe(5);
  });

  it.each(FORMATS)('admin.journey.action.audit: who waits at the action and how they stand in their list (%s)', async (format) => {
    const res = await admin('admin.journey.action.audit', { ActionID: actionId }, format);
    expect(succeeded(res)).toBe(true);
    expect([res.body.ActionMeta.ActionType, num(res.body.ActionMeta.JourneyID), res.body.ActionMeta.JourneyStatus]).toEqual(['Wait', waiting, 'Enabled']);
    expect([num(res.body.QueueState.TotalAtAction), num(res.body.QueueState.SnoozedCount)]).toEqual([1, 1]);
    expect([num(res.body.SubscriptionBreakdown.Subscribed), num(res.body.BounceBreakdown.NotBounced)]).toEqual([1, 1]);
    expect(legacyCode(await admin('admin.journey.action.audit', {}, format))).toBe(1);
    expect(legacyCode(await admin('admin.journey.action.audit', { ActionID: 999_999_999 }, format))).toBe(2);
  });

  it('a lost wake-up: stuck, pending, then unstuck and run by the engine', async () => {
    const journey = await enabled();
    const sid = await enrol(journey);
    await snoozed(journey);
    // the engine's sweep looks every minute: stay clear of the minute's turn while the entry is stuck
    const second = new Date().getUTCSeconds();
    if (second > 40) await new Promise((r) => setTimeout(r, (62 - second) * 1000));
    await e2eSql(`UPDATE "journeys"."enrolment" SET "due_at" = (now() at time zone 'utc') - interval '1 hour' WHERE "journey_id" = $1`, [journey]);
    const stuck = await admin('admin.journeys.stuck', {}, 'XML');
    expect(succeeded(stuck)).toBe(true);
    expect(items(stuck.body.Journeys).find((j: any) => num(j.JourneyID) === journey)).toMatchObject({
      StuckCount: expect.anything(),
      RelUserID: expect.anything(),
    });
    expect(num(stuck.body.TotalStuckEntries)).toBeGreaterThanOrEqual(1);
    const pending = await admin('admin.journeys.pending');
    const mine = items(pending.body.Users).find((x: any) => num(x.UserID) === u.user.userId);
    expect([num(mine?.PendingCount), mine?.Username]).toEqual([1, u.user.username]);
    expect(legacyCode(await admin('admin.journeys.unstuck', { JourneyID: 999_999_999 }))).toBe(1);
    expect(legacyCode(await admin('admin.journeys.unstuck', { JourneyID: waiting }))).toBe(2);
    const res = await api.v1('POST', 'admin.journeys.unstuck', { AdminAPIKey: adminApiKey, JourneyID: journey });
    expect([succeeded(res), num(res.body.EntriesReset)]).toEqual([true, 1]);
    // the wait is over: the engine runs the entry to the journey's end
    const after = await waitFor(
      () => admin('admin.journey.queue.position', { SubscriberID: sid, JourneyID: journey }),
      (r) => legacyCode(r) === 2,
      20_000,
    );
    expect(legacyCode(after)).toBe(2);
    expect(legacyCode(await u.legacy('admin.journeys.unstuck', { JourneyID: journey }))).toBe(99998);
  }, 90_000);
});
