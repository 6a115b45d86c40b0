import { unique } from '@mail/testing';

import { email, journeysUser, type JourneysUser, v1Code, waitFor } from './journeys-helpers';

/**
 * Each trigger, from the real event of the service that owns it: a journey with that trigger (Enabled) enrols the
 * subscriber; a Disabled twin and another user's journey on any list do not.
 */
describe('journey triggers', () => {
  let u: JourneysUser;
  let other: JourneysUser;
  let listId: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
    listId = await u.list();
  });

  const total = async (who: JourneysUser, journeyId: number) => Number((await who.get(journeyId)).body?.Journey?.JourneyStats?.TotalSubscribers);
  const enabledJourney = async (who: JourneysUser, params: Record<string, unknown>) => {
    const id = await who.journey(params);
    await who.actions(id, [{ Action: 'ExitThisJourney' }]);
    await who.v1('GET', 'journey.enable', { JourneyID: id });
    return id;
  };
  const subscriber = async (extra: Record<string, unknown> = {}) => {
    const address = email('t');
    const id = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1', ...extra })).SubscriberID);
    return { address, id };
  };
  const enrolled = (who: JourneysUser, id: number, n = 1) =>
    waitFor(
      () => total(who, id),
      (v) => v >= n,
    );

  it('ListSubscription on any list (0) enrols only the owner’s subscribers, only into Enabled journeys', async () => {
    const any = await enabledJourney(u, { Trigger: 'ListSubscription', Trigger_ListID: 0 });
    const disabled = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: 0 });
    const foreign = await enabledJourney(other, { Trigger: 'ListSubscription', Trigger_ListID: 0 });
    await subscriber();
    expect(await enrolled(u, any)).toBeGreaterThanOrEqual(1);
    expect(await total(u, disabled)).toBe(0);
    expect(await total(other, foreign)).toBe(0);
    // a journey on every list would enrol each later test's subscribers too
    await u.v1('DELETE', 'journey', { JourneyID: any });
    await other.v1('DELETE', 'journey', { JourneyID: foreign });
  });

  it('Tag and UnTag with their tag id', async () => {
    const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('t') })).TagID);
    const onTag = await enabledJourney(u, { Trigger: 'Tag', Trigger_TagID: tagId, Trigger_ListID: listId });
    const onUntag = await enabledJourney(u, { Trigger: 'UnTag', Trigger_TagID: tagId });
    const { id } = await subscriber();
    await u.ok('Subscriber.Tag', { TagID: tagId, SubscriberListID: listId, SubscriberIDs: String(id) });
    expect(await enrolled(u, onTag)).toBe(1);
    await u.ok('Subscriber.Untag', { TagID: tagId, SubscriberListID: listId, SubscriberIDs: String(id) });
    expect(await enrolled(u, onUntag)).toBe(1);
  });

  it('a journey tagging and setting a field for several subscribers at once starts the Tag and CustomFieldValueChanged journeys of each (batch events)', async () => {
    const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('b') })).TagID);
    const entry = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('e') })).TagID);
    const fieldId = await u.field(listId);
    const onTag = await enabledJourney(u, { Trigger: 'Tag', Trigger_TagID: tagId, Trigger_ListID: listId });
    const onField = await enabledJourney(u, {
      Trigger: 'CustomFieldValueChanged',
      Trigger_ListID: listId,
      Trigger_CustomFieldID: fieldId,
      Trigger_Value: 'vip',
    });
    // another user cannot name the tag at all (issue 24, item 11)
    const foreign = await other.v1('POST', 'journey', { Name: unique('foreign'), Trigger: 'Tag', Trigger_TagID: tagId });
    expect([foreign.status, v1Code(foreign)]).toEqual([400, 3]);
    const source = await u.journey();
    await u.actions(source, [
      { Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
      { Action: 'UpdateCustomFieldValue', ActionParameters: { TargetCustomFieldID: fieldId, NewCustomFieldValue: 'vip' } },
    ]);
    await u.v1('GET', 'journey.enable', { JourneyID: source });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await subscriber()).id);
    await u.ok('Subscriber.Tag', { TagID: entry, SubscriberListID: listId, SubscriberIDs: ids.join(',') });
    const bulk = await u.ok('journey.bulk_trigger', { journeyids: [source], trigger: { type: 'Tag', trigger_listid: listId, trigger_tagids: [entry] } });
    expect(bulk.TotalEnrolled).toBe(3);
    expect(await enrolled(u, onTag, 3)).toBe(3);
    expect(await enrolled(u, onField, 3)).toBe(3);
  });

  it('ListUnsubscription of that list', async () => {
    const journeyId = await enabledJourney(u, { Trigger: 'ListUnsubscription', Trigger_ListID: listId });
    const { address } = await subscriber();
    const res = await u.legacy('Subscriber.Unsubscribe', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' });
    expect(res.body.Success).toBe(true);
    expect(await enrolled(u, journeyId)).toBe(1);
  });

  it('CustomFieldValueChanged of that field', async () => {
    const fieldId = await u.field(listId);
    const journeyId = await enabledJourney(u, { Trigger: 'CustomFieldValueChanged', Trigger_CustomFieldID: fieldId });
    const { id } = await subscriber();
    await u.ok('Subscriber.Update', { SubscriberID: id, SubscriberListID: listId, Fields: { [`CustomField${fieldId}`]: 'new' } });
    expect(await enrolled(u, journeyId)).toBe(1);
  });

  it('WebsiteEvent_pageView with criteria on its properties', async () => {
    const journeyId = await enabledJourney(u, {
      Trigger: 'WebsiteEvent_pageView',
      Trigger_ListID: listId,
      Trigger_Criteria: [{ property: 'url', operator: 'contains', value: '/pricing' }],
    });
    const { address } = await subscriber();
    const track = (url: string) => u.v1('POST', 'event', { ListID: listId, Event: 'pageView', Email: address, Properties: { url } });
    expect((await track('https://shop.example/about')).status).toBe(200);
    expect((await track('https://shop.example/pricing')).status).toBe(200);
    expect(await enrolled(u, journeyId)).toBe(1);
  });

  it('SubscriberJourneys.InProgress shows the current step, the total and when the wait ends', async () => {
    const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('p') })).TagID);
    const journeyId = await u.journey();
    await u.actions(journeyId, [
      { Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
      { Action: 'Wait', ActionParameters: { WaitUnit: 'hours', WaitAmount: 2 } },
      { Action: 'RemoveTag', ActionParameters: { TargetTagID: tagId } },
    ]);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });
    const { id, address } = await subscriber();
    const before = Date.now();
    await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, SubscriberID: id, ListID: listId });
    const journeys = await waitFor(
      async () => (await u.subscriberGet(listId, address)).body?.SubscriberJourneys,
      (j) => j?.InProgress?.find((p: { JourneyID: number }) => p.JourneyID === journeyId)?.SnoozedUntil,
      20_000,
    );
    const wait = (await u.get(journeyId)).body.Actions[1];
    expect(journeys.InProgress[0]).toMatchObject({ JourneyID: journeyId, RelActionID: wait.ActionID, CurrentStep: 2, TotalSteps: 3 });
    const until = Date.parse(`${journeys.InProgress[0].SnoozedUntil.replace(' ', 'T')}Z`);
    expect(until).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 2 * 3600_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 2 * 3600_000 + 1000);
    await u.v1('DELETE', 'journey', { JourneyID: journeyId });
  });

  it('Manual: subscriber.journey.trigger enrols once while the enrolment is active; codes 4 and 5', async () => {
    const journeyId = await u.journey();
    await u.actions(journeyId, [{ Action: 'Wait', ActionParameters: { WaitUnit: 'hours', WaitAmount: 1 } }]);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });
    const { id, address } = await subscriber();
    const first = await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, SubscriberID: id, ListID: listId });
    expect(first.body).toMatchObject({ JourneyID: journeyId, SubscriberID: id, Enrolled: true });
    const again = await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, SubscriberID: id, ListID: listId });
    expect(again.body.Enrolled).toBe(false);
    expect(v1Code(await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, ListID: listId }))).toBe(4);
    const missing = await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, SubscriberID: 999999999, ListID: listId });
    expect([missing.status, v1Code(missing)]).toEqual([404, 5]);
    const get = await u.get(journeyId);
    expect(get.body.Journey.JourneyStats).toMatchObject({ ActiveSubscribers: 1, TotalSubscribers: 1 });
    expect(get.body.Actions[0].Stats).toMatchObject({ ActiveSubscribers: 1, TotalSubscribers: 1 });
    const journeys = await waitFor(
      async () => (await u.subscriberGet(listId, address)).body?.SubscriberJourneys,
      (j) => Array.isArray(j?.InProgress) && j.InProgress.some((p: { JourneyID: number }) => p.JourneyID === journeyId),
    );
    expect(journeys.InProgress).toHaveLength(1);
    expect(journeys.InProgress[0]).toMatchObject({ JourneyID: journeyId });
    // deleting the journey ends the enrolment
    await u.v1('DELETE', 'journey', { JourneyID: journeyId });
    expect((await u.get(journeyId)).status).toBe(404);
  });
});
