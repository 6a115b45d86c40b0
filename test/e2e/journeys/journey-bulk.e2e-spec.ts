/* eslint-disable jest/no-conditional-expect, @typescript-eslint/no-explicit-any -- XML renders numbers as text: detailed shapes are asserted on the JSON pass only; bodies are untyped */
import { unique } from '@mail/testing';

import { email, FORMATS, type Format, journeysUser, type JourneysUser, legacyCode, succeeded, text, v1Code, waitFor } from './journeys-helpers';

const list = (value: any): number[] =>
  (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []).map((v: any) => Number(v));

describe('journey.clone and the bulk journey commands', () => {
  let u: JourneysUser;
  let other: JourneysUser;
  let tagId: number;
  let listId: number;

  /** a journey with a Decision (both branches) between two tags */
  const branched = async (name = unique('journey')) => {
    const journeyId = await u.journey({ Name: name, Notes: 'original notes', Trigger: 'ListSubscription', Trigger_ListID: listId });
    const res = await u.actions(journeyId, [
      { Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
      {
        Action: 'Decision',
        ActionParameters: {
          Criteria: [[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'gold' }]],
          Actions: { True: [{ Action: 'RemoveTag', ActionParameters: { TargetTagID: tagId } }], False: [{ Action: 'ExitThisJourney' }] },
        },
      },
    ]);
    expect(res.status).toBe(200);
    return journeyId;
  };
  const shape = (actions: any[]): any[] =>
    actions.map((a) => ({
      Action: a.Action,
      OrderNo: Number(a.OrderNo),
      ...(a.ActionParameters?.Actions
        ? { True: shape(a.ActionParameters.Actions.True), False: shape(a.ActionParameters.Actions.False) }
        : { ActionParameters: a.ActionParameters }),
    }));

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
    listId = await u.list();
    tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('t') })).TagID);
  });

  it('journey.clone copies the journey and its actions (branches too) into a new Disabled journey that runs on its own', async () => {
    const source = await branched('Original');
    await u.v1('GET', 'journey.enable', { JourneyID: source });
    const res = await u.v1('POST', 'journey.clone', { JourneyID: source, NewJourneyName: 'The copy' });
    expect(res.status).toBe(200);
    const copyId = Number(res.body.Journey.JourneyID);
    expect(copyId).not.toBe(source);
    expect(res.body.Journey).toMatchObject({ JourneyName: 'The copy', Trigger: 'ListSubscription', Status: 'Disabled' });
    expect(res.body.Journey.Notes).toContain('Original');
    expect(Number(res.body.Journey.TriggerParameters.ListID)).toBe(listId);
    const original = (await u.get(source)).body.Actions;
    expect(shape(res.body.Actions)).toEqual(shape(original));
    const newIds = res.body.Actions.map((a: any) => a.ActionID);
    expect(newIds.some((id: number) => original.map((a: any) => a.ActionID).includes(id))).toBe(false);
    expect((await u.get(copyId)).body.Actions.map((a: any) => a.ActionID)).toEqual(newIds);

    // the copy enrols nobody until enabled; enabled, it runs apart from the original
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: email('gold'), IPAddress: '127.0.0.1' });
    await waitFor(
      () => u.get(source),
      (r) => Number(r.body?.Journey?.JourneyStats?.TotalSubscribers) === 1,
      20_000,
    );
    expect(Number((await u.get(copyId)).body.Journey.JourneyStats.TotalSubscribers)).toBe(0);
    expect(Number((await u.get(copyId)).body.Actions[0].CompletedRuns)).toBe(0);
    await u.v1('GET', 'journey.enable', { JourneyID: copyId });
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: email('gold'), IPAddress: '127.0.0.1' });
    const ran = await waitFor(
      () => u.get(copyId),
      (r) => Number(r.body?.Journey?.JourneyStats?.TotalSubscribers) === 1 && Number(r.body?.Journey?.JourneyStats?.ActiveSubscribers) === 0,
      20_000,
    );
    expect(ran.body.Actions[1].ActionParameters.Actions.True[0]).toMatchObject({ Action: 'RemoveTag', CompletedRuns: 1 });
    for (const id of [source, copyId]) await u.v1('GET', 'journey.disable', { JourneyID: id });
  });

  it('journeys.clone copies each of the caller’s journeys with NameSuffix; the others are FailedJourneyIDs', async () => {
    const a = await branched('Alpha');
    const b = await branched('Beta');
    const foreign = await other.journey();
    const res = await u.v1('POST', 'journeys.clone', { JourneyIDs: `${a}, ${b},${foreign},999999999`, NameSuffix: 'v2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Success: true, ProcessedJourneyIDs: [a, b], FailedJourneyIDs: [foreign, 999999999] });
    expect(res.body.ClonedJourneys.map((c: any) => c.SourceJourneyID)).toEqual([a, b]);
    const copyA = (await u.get(res.body.ClonedJourneys[0].NewJourneyID)).body;
    expect(copyA.Journey).toMatchObject({ JourneyName: 'Alpha v2', Status: 'Disabled' });
    expect(shape(copyA.Actions)).toEqual(shape((await u.get(a)).body.Actions));
    const legacy = await u.legacy('journeys.clone', { JourneyIDs: String(a) });
    expect(succeeded(legacy)).toBe(true);
    const legacyCopy = Number(legacy.body.ClonedJourneys[0].NewJourneyID);
    expect((await u.get(legacyCopy)).body.Journey.JourneyName).toBe('Alpha (copy)');
    // another user cannot read the copies
    expect(v1Code(await other.get(legacyCopy))).toBe(3);
  });

  it('journeys.enable and journeys.disable switch each journey on its own', async () => {
    const [a, b] = [await branched(), await branched()];
    const foreign = await other.journey();
    const enabled = await u.v1('POST', 'journeys.enable', { JourneyIDs: `${a},${b},${foreign}` });
    expect(enabled.body).toEqual({ Success: true, ProcessedJourneyIDs: [a, b], FailedJourneyIDs: [foreign] });
    expect((await u.get(a)).body.Journey.Status).toBe('Enabled');
    expect((await other.get(foreign)).body.Journey.Status).toBe('Disabled');
    const again = await u.v1('POST', 'journeys.enable', { JourneyIDs: `${a}` });
    expect(again.body).toEqual({ Success: true, ProcessedJourneyIDs: [], FailedJourneyIDs: [a] });
    const disabled = await u.legacy('journeys.disable', { JourneyIDs: `${a},${b}` });
    expect(succeeded(disabled)).toBe(true);
    expect(list(disabled.body.ProcessedJourneyIDs)).toEqual([a, b]);
    expect((await u.get(b)).body.Journey.Status).toBe('Disabled');
    const none = await u.v1('POST', 'journeys.disable', { JourneyIDs: `${a},${b}` });
    expect(none.body.FailedJourneyIDs).toEqual([a, b]);
  });

  it('journeys.delete deletes each of the caller’s journeys and ends their enrolments; others are left alone', async () => {
    const a = await u.journey();
    await u.actions(a, [{ Action: 'Wait', ActionParameters: { WaitUnit: 'days', WaitAmount: 1 } }]);
    await u.v1('GET', 'journey.enable', { JourneyID: a });
    const subscriberId = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: email('w'), IPAddress: '127.0.0.1' })).SubscriberID);
    expect((await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: a, SubscriberID: subscriberId, ListID: listId })).body.Enrolled).toBe(true);
    const b = await u.journey();
    const foreign = await other.journey();
    const res = await u.legacy('journeys.delete', { Journeys: `${a},${b},${foreign}` });
    expect(succeeded(res)).toBe(true);
    expect(list(res.body.ProcessedJourneyIDs)).toEqual([a, b]);
    expect(list(res.body.FailedJourneyIDs)).toEqual([foreign]);
    expect(v1Code(await u.get(a))).toBe(3);
    expect(v1Code(await u.get(b))).toBe(3);
    expect((await other.get(foreign)).status).toBe(200);
    const listed = await u.v1('POST', 'subscriber.journey.list', { ListID: listId, SubscriberID: subscriberId });
    expect(listed.body.Journeys.map((j: any) => j.JourneyID)).not.toContain(a);
  });

  describe.each(FORMATS)('%s errors', (format: Format) => {
    it('journey.clone: 1 no name, 2 no JourneyID, 3 unknown or another user’s (404), 4 a name too long', async () => {
      const mine = await u.journey();
      const foreign = await other.journey();
      for (const [params, status, code] of [
        [{ JourneyID: mine }, 422, 1],
        [{ NewJourneyName: 'x' }, 422, 2],
        [{ JourneyID: 'abc', NewJourneyName: 'x' }, 404, 3],
        [{ JourneyID: foreign, NewJourneyName: 'x' }, 404, 3],
        [{ JourneyID: mine, NewJourneyName: 'x'.repeat(5000) }, 422, 4],
      ] as const) {
        const res = await u.v1('POST', 'journey.clone', params, format);
        expect([code, res.status, v1Code(res)]).toEqual([code, status, code]);
      }
      expect(legacyCode(await u.legacy('journey.clone', { JourneyID: foreign, NewJourneyName: 'x' }, format))).toBe(3);
      const ok = await u.v1('POST', 'journey.clone', { JourneyID: mine, NewJourneyName: 'ok' }, format);
      expect(text(ok.body.Journey.Status)).toBe('Disabled');
    });

    it.each(['journeys.clone', 'journeys.enable', 'journeys.disable'])('%s: 1 JourneyIDs missing, 2 no id read (422)', async (path) => {
      const missing = await u.v1('POST', path, {}, format);
      expect([missing.status, v1Code(missing)]).toEqual([422, 1]);
      const none = await u.v1('POST', path, { JourneyIDs: 'a,b,-3' }, format);
      expect([none.status, v1Code(none)]).toEqual([422, 2]);
    });

    it('journeys.delete: 1 Journeys missing (legacy only)', async () => {
      expect(legacyCode(await u.legacy('journeys.delete', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('journeys.delete', { Journeys: 'x' }, format))).toBe(1);
    });
  });
});
