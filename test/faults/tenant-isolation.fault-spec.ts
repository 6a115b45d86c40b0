import { seedUser, type SeededUser } from '@mail/testing';

import { printFigures, tally } from './harness/figures';
import { builtCommands } from './harness/services';
import { type FaultStack, STACK_START_TIMEOUT_MS, startStack } from './harness/stack';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */

/** Alice's world: every kind of object a built command takes an id of, each named with a secret no one else knows. */
interface World {
  user: SeededUser;
  secrets: string[];
  ids: { listId: number; subscriberId: number; fieldId: number; tagId: number; segmentId: number; subscriberEmail: string; suppressed: string };
}

let stack: FaultStack;
beforeAll(async () => {
  stack = await startStack();
}, STACK_START_TIMEOUT_MS);
afterAll(() => stack?.stop(), 60_000);

async function ok(user: SeededUser, command: string, params: Record<string, unknown>): Promise<any> {
  const res = await stack.api.legacy(command, { APIKey: user.apiKey, ...params });
  if (res.body?.Success !== true) throw new Error(`${command} failed: ${res.text.slice(0, 300)}`);
  return res.body;
}

async function aliceWorld(): Promise<World> {
  const user = await seedUser(stack.api, stack.adminApiKey);
  const secret = (what: string) => `${what}${Math.random().toString(36).slice(2, 10)}secret`;
  const [listName, fieldName, tagName, segmentName, fieldValue] = ['list', 'field', 'tag', 'segment', 'value'].map(secret);
  const subscriberEmail = `${secret('sub')}@example.com`;
  const suppressed = `${secret('supp')}@example.com`;
  const listId = Number((await ok(user, 'List.Create', { SubscriberListName: listName })).ListID);
  const fieldId = Number((await ok(user, 'CustomField.Create', { SubscriberListID: listId, FieldName: fieldName, FieldType: 'Single line' })).CustomFieldID);
  const subscriberId = Number(
    (await ok(user, 'Subscriber.Create', { ListID: listId, EmailAddress: subscriberEmail, CustomFields: { [fieldId]: fieldValue } })).SubscriberID,
  );
  const tagId = Number((await ok(user, 'Subscriber.Tags.Create', { SubscriberListID: listId, Tag: tagName })).TagID);
  await ok(user, 'Subscriber.Tag', { TagID: tagId, SubscriberListID: listId, SubscriberID: subscriberId });
  const rules = JSON.stringify([[{ type: 'tags', operator: 'has this tag', value: String(tagId) }]]);
  const segmentId = Number(
    (await ok(user, 'Segment.Create', { SubscriberListID: listId, SegmentName: segmentName, SegmentOperator: 'AND', RulesJson: rules })).SegmentID,
  );
  await ok(user, 'Suppression.Import', { EmailAddressesBulk: suppressed });
  return {
    user,
    // the subscriber's address is not among them: the attacker sends it (to find the subscriber by address) and may see it echoed
    secrets: [listName, fieldName, tagName, segmentName, fieldValue, suppressed, user.username, user.email, user.apiKey],
    ids: { listId, subscriberId, fieldId, tagId, segmentId, subscriberEmail, suppressed },
  };
}

/** What Alice sees of her world, without what changes by itself (activity times, counters of the session). */
async function snapshot(world: World): Promise<unknown> {
  const { user, ids } = world;
  const reads: [string, Record<string, unknown>][] = [
    ['Lists.Get', {}],
    ['List.Get', { ListID: ids.listId }],
    ['CustomFields.Get', { SubscriberListID: ids.listId }],
    ['Subscriber.Tags.Get', { SubscriberListID: ids.listId }],
    ['Segments.Get', { SubscriberListID: ids.listId }],
    ['Subscribers.Get', { SubscriberListID: ids.listId, SubscriberSegment: 'Active' }],
    ['Subscriber.Get', { ListID: ids.listId, EmailAddress: ids.subscriberEmail }],
    ['Subscriber.Get.Activity', { ListID: ids.listId, SubscriberID: ids.subscriberId }],
    ['Suppression.Browse', {}],
    ['User.Current', {}],
  ];
  const answers = await Promise.all(reads.map(([command, params]) => stack.api.legacy(command, { APIKey: user.apiKey, ...params })));
  return JSON.parse(
    JSON.stringify(Object.fromEntries(reads.map(([command], i) => [command, answers[i].body])), (key, value: unknown) =>
      /^(LastActivityDateTime|SessionID|LastEventTrackedAt)$/.test(key) ? undefined : value,
    ),
  );
}

/** Every id parameter the built commands read, filled with Alice's ids (and, in `ownListId`, Bob's list where a target list goes). */
function attackParams(world: World, ownListId?: number): Record<string, unknown> {
  const { ids, user } = world;
  const list = ownListId ?? ids.listId;
  return {
    ListID: list,
    SubscriberListID: list,
    TargetListID: list,
    SourceListID: ids.listId,
    Lists: ids.listId,
    SubscriberID: ids.subscriberId,
    SubscriberIDs: ids.subscriberId,
    CustomFieldID: ids.fieldId,
    FieldID: ids.fieldId,
    CustomFields: ids.fieldId,
    Fields: ids.fieldId,
    TagID: ids.tagId,
    TagIDs: ids.tagId,
    SegmentID: ids.segmentId,
    Segments: ids.segmentId,
    SubscriberSegment: ids.segmentId,
    UserID: user.userId,
    Users: user.userId,
    EmailAddress: ids.subscriberEmail,
    SearchPattern: ids.suppressed.slice(0, 12),
    // what an update would write, so that a change shows
    Name: 'bob was here',
    SubscriberListName: 'bob was here',
    FieldName: 'bob was here',
    TagName: 'bob was here',
    Tag: 'bob was here',
    SegmentName: 'bob was here',
    Status: 'Unsubscribed',
    FirstName: 'bob was here',
  };
}

describe('tenant isolation', () => {
  it("a second user tries every id-taking command on the first user's ids and changes or reads nothing", async () => {
    const alice = await aliceWorld();
    const bob = await seedUser(stack.api, stack.adminApiKey);
    const bobList = Number((await ok(bob, 'List.Create', { SubscriberListName: 'bob list' })).ListID);
    const before = await snapshot(alice);
    // the snapshot really shows Alice's world (a snapshot of refusals would prove nothing)
    expect(alice.secrets.slice(0, -1).filter((secret) => !JSON.stringify(before).includes(secret))).toEqual([]);

    const commands = builtCommands().filter((c) => ['user', 'user-or-admin', 'user-or-subscriber', 'session-only'].includes(c.auth));
    const leaks: string[] = [];
    const answers: { command: string; status: number; success: boolean }[] = [];
    for (const command of commands) {
      for (const params of [attackParams(alice), attackParams(alice, bobList)]) {
        const credentials = { APIKey: bob.apiKey, SessionID: bob.sessionId };
        const sent = [
          ...(command.legacy ? [stack.api.legacy(command.name, { ...credentials, ...params })] : []),
          ...(command.v1 ? [stack.api.v1(command.v1.methods[0], command.v1.path, { ...credentials, ...params })] : []),
        ];
        for (const res of await Promise.all(sent)) {
          answers.push({ command: command.name, status: res.status, success: res.body?.Success === true });
          for (const secret of alice.secrets) if (res.text.includes(secret)) leaks.push(`${command.name} showed Bob "${secret}": ${res.text.slice(0, 200)}`);
        }
      }
    }
    // what Bob can read of his own world afterwards must not hold Alice's things either (copies into his list)
    for (const [command, params] of [
      ['Lists.Get', {}],
      ['CustomFields.Get', { SubscriberListID: bobList }],
      ['Subscriber.Tags.Get', { SubscriberListID: bobList }],
      ['Segments.Get', { SubscriberListID: bobList }],
      ['Subscribers.Get', { SubscriberListID: bobList, SubscriberSegment: 'Active' }],
      ['Suppression.Browse', {}],
    ] as const) {
      const res = await stack.api.legacy(command, { APIKey: bob.apiKey, ...params });
      for (const secret of alice.secrets) if (res.text.includes(secret)) leaks.push(`Bob's ${command} afterwards holds "${secret}"`);
    }
    const after = await snapshot(alice);

    printFigures('tenant isolation', {
      commands: commands.length,
      requests: answers.length,
      'answers to Bob': tally(answers, (a) => `${a.status} ${a.success ? 'success' : 'refused'}`),
      'succeeded for Bob': [...new Set(answers.filter((a) => a.success).map((a) => a.command))],
      leaks: leaks.slice(0, 10),
    });
    expect(leaks).toEqual([]);
    expect(after).toEqual(before);
  }, 120_000);
});
