import { email, listsUser, type ListsUser } from './lists-helpers';

describe("two users never see each other's lists, subscribers or suppressions", () => {
  let alice: ListsUser;
  let bob: ListsUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([listsUser(), listsUser()]);
  });

  it('keeps everything apart', async () => {
    const aliceList = await alice.list('alice-list');
    const bobList = await bob.list('bob-list');
    const shared = email('shared');
    await alice.subscriber(aliceList, shared);
    await bob.subscriber(bobList, shared);
    await alice.ok('Suppression.Import', { EmailAddressesBulk: shared });

    expect((await bob.ok('Lists.Get')).Lists.map((l: { ListID: number }) => l.ListID)).toEqual([bobList]);
    expect((await bob.ok('Suppression.Browse', { SearchPattern: shared })).TotalRecords).toBe(0);
    expect((await bob.ok('Subscriber.Get', { ListID: bobList, EmailAddress: shared })).Suppressed).toBe(false);
    expect((await alice.ok('Subscriber.Get', { ListID: aliceList, EmailAddress: shared })).Suppressed).toBe(true);
    expect((await bob.call('Subscriber.Get', { ListID: aliceList, EmailAddress: shared })).body.ErrorCode).toEqual([4]);
    expect((await bob.call('Subscribers.Search', { ListID: aliceList, Operator: 'and' })).body.ErrorCode).toBe(3);
    // a segment rule cannot reach into another user's tags
    const { TagID } = await alice.ok('Subscriber.Tags.Create', { SubscriberListID: aliceList, Tag: 'secret' });
    const probe = await bob.call('Subscribers.Search', {
      ListID: bobList,
      Operator: 'and',
      RulesJSON: JSON.stringify([[{ type: 'tags', operator: 'has this tag', value: String(TagID) }]]),
    });
    expect(probe.body.ErrorCode).toEqual([6]);
    expect((await bob.ok('Subscribers.Get', { SubscriberListID: bobList, SubscriberSegment: 'Active' })).TotalSubscribers).toBe(1);
  });
});
