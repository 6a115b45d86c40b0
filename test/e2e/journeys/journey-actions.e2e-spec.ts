/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
import { unique } from '@mail/testing';

import { email, journeysUser, type JourneysUser, waitFor } from './journeys-helpers';

/** The actions that act on lists and on other journeys, run for real through the engine. */
describe('journey actions', () => {
  let u: JourneysUser;

  beforeAll(async () => {
    u = await journeysUser();
  });

  const stats = async (journeyId: number) => (await u.get(journeyId)).body?.Journey?.JourneyStats ?? {};
  const enabled = async (actions: Record<string, unknown>[]) => {
    const id = await u.journey();
    expect((await u.actions(id, actions)).status).toBe(200);
    await u.v1('GET', 'journey.enable', { JourneyID: id });
    return id;
  };
  const trigger = (journeyId: number, subscriberId: number, listId: number) =>
    u.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, SubscriberID: subscriberId, ListID: listId });
  const settled = (journeyId: number, total = 1) =>
    waitFor(
      () => stats(journeyId),
      (s) => Number(s.TotalSubscribers) === total && Number(s.ActiveSubscribers) === 0,
      20_000,
    );
  const tags = async (listId: number, address: string) =>
    ((await u.subscriberGet(listId, address)).body?.SubscriberTags ?? []).map((t: any) => Number(t.TagID));

  it('tags, subscribes and unsubscribes, starts and exits other journeys, follows a YesNo', async () => {
    const listId = await u.list();
    const other = await u.list();
    const tag = async (name: string) => Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique(name) })).TagID);
    const [kept, removed] = [await tag('kept'), await tag('removed')];
    const holdB = await enabled([{ Action: 'Wait', ActionParameters: { WaitUnit: 'hours', WaitAmount: 1 } }]);
    const holdC = await enabled([{ Action: 'Wait', ActionParameters: { WaitUnit: 'hours', WaitAmount: 1 } }]);
    const main = await enabled([
      { Action: 'AddTag', ActionParameters: { TargetTagID: kept } },
      { Action: 'AddTag', ActionParameters: { TargetTagID: removed } },
      { Action: 'RemoveTag', ActionParameters: { TargetTagID: removed } },
      { Action: 'Subscribe', ActionParameters: { TargetListID: other } },
      { Action: 'StartJourney', ActionParameters: { TargetJourneyID: holdB } },
      { Action: 'StartJourney', ActionParameters: { TargetJourneyID: holdC } },
      { Action: 'ExitJourney', ActionParameters: { TargetJourneyID: [holdB] } },
      {
        Action: 'YesNo',
        ActionParameters: {
          CriteriaLeft: 'EmailAddress',
          CriteriaOperator: 'contains',
          CriteriaRight: 'yes',
          Actions: { Yes: [{ Action: 'Unsubscribe', ActionParameters: { TargetListID: other } }], No: [] },
        },
      },
    ]);
    const yes = email('yes');
    const no = email('no');
    for (const address of [yes, no]) {
      const { SubscriberID } = await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' });
      expect((await trigger(main, Number(SubscriberID), listId)).body.Enrolled).toBe(true);
    }
    await settled(main, 2);
    for (const address of [yes, no]) {
      expect(await tags(listId, address)).toContain(kept);
      expect(await tags(listId, address)).not.toContain(removed);
    }
    const status = async (address: string) => (await u.subscriberGet(other, address)).body?.SubscriberInformation?.SubscriptionStatus;
    expect(await status(yes)).toBe('Unsubscribed');
    expect(await status(no)).toBe('Subscribed');
    expect(await stats(holdB)).toMatchObject({ TotalSubscribers: 2, ActiveSubscribers: 0 });
    expect(await stats(holdC)).toMatchObject({ TotalSubscribers: 2, ActiveSubscribers: 2 });
    const yesNo = (await u.get(main)).body.Actions[7];
    expect(yesNo).toMatchObject({ Action: 'YesNo', CompletedRuns: 2 });
    expect(yesNo.ActionParameters.Actions.Yes[0]).toMatchObject({ Action: 'Unsubscribe', CompletedRuns: 1 });
  });

  it('ExitAllJourneys ends every journey of the subscriber, this one included; ExitThisJourney stops here', async () => {
    const listId = await u.list();
    const never = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('never') })).TagID);
    const hold = await enabled([{ Action: 'Wait', ActionParameters: { WaitUnit: 'hours', WaitAmount: 1 } }]);
    const exitAll = await enabled([{ Action: 'ExitAllJourneys' }, { Action: 'AddTag', ActionParameters: { TargetTagID: never } }]);
    const exitThis = await enabled([{ Action: 'ExitThisJourney' }, { Action: 'AddTag', ActionParameters: { TargetTagID: never } }]);
    const address = email('exit');
    const id = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' })).SubscriberID);
    await trigger(hold, id, listId);
    await trigger(exitThis, id, listId);
    await settled(exitThis);
    expect(await stats(hold)).toMatchObject({ ActiveSubscribers: 1 });
    await trigger(exitAll, id, listId);
    await settled(exitAll);
    await settled(hold);
    expect(await tags(listId, address)).not.toContain(never);
    const journeys = await waitFor(
      async () => (await u.subscriberGet(listId, address)).body?.SubscriberJourneys,
      (j) => Array.isArray(j?.Exited) && j.Exited.length === 3,
    );
    expect(journeys.Exited.map((j: any) => Number(j.JourneyID)).sort()).toEqual([hold, exitAll, exitThis].sort());
  });

  it('DeleteSubscriber deletes the subscriber through lists and ends the enrolment (later actions do not run)', async () => {
    const listId = await u.list();
    const never = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('never') })).TagID);
    const journey = await enabled([{ Action: 'DeleteSubscriber' }, { Action: 'AddTag', ActionParameters: { TargetTagID: never } }]);
    const [gone, kept] = [email('gone'), email('kept')];
    const ids: Record<string, number> = {};
    for (const address of [gone, kept])
      ids[address] = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' })).SubscriberID);
    expect((await trigger(journey, ids[gone], listId)).body.Enrolled).toBe(true);
    await settled(journey);
    expect((await u.subscriberGet(listId, gone)).body?.Success).toBe(false);
    expect((await u.subscriberGet(listId, kept)).body?.Success).toBe(true);
    expect((await u.get(journey)).body.Actions[1]).toMatchObject({ Action: 'AddTag', CompletedRuns: 0 });
  });

  it('SendSMS queues the message through the sms service to the number in the list’s phone field (the dev outbox here); no number moves on', async () => {
    const listId = await u.list();
    const field = Number(
      (await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Mobile', FieldType: 'Single line', MergeTagAlias: 'Mobile' })).CustomFieldID,
    );
    const number = `+1415555${String(Date.now()).slice(-4)}`;
    const withPhone = email('sms');
    const ids: number[] = [];
    for (const [address, fields] of [
      [withPhone, { [`CustomField${field}`]: number }],
      [email('nophone'), {}],
    ] as const)
      ids.push(Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1', ...fields })).SubscriberID));
    const journey = await enabled([{ Action: 'SendSMS', ActionParameters: { message: 'Your number %Subscriber:Mobile%', sender_id: 'Shop' } }]);
    for (const id of ids) expect((await trigger(journey, id, listId)).body.Enrolled).toBe(true);
    await settled(journey, 2);
    const sent = await waitFor(
      async () => ((await u.v1('GET', 'smsoutbox', { Limit: 500 })).body?.Messages ?? []).filter((m: any) => m.To === number),
      (messages: any[]) => messages.length > 0,
      20_000,
    );
    expect(sent.map((m: any) => [m.From, m.Body])).toEqual([['Shop', `Your number ${number}`]]);
  });
});
