import { randomUUID } from 'node:crypto';

import { Queries } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { ListsModule } from '../src';

/**
 * Queries.SubscribersFields (journeys' Webhook step): the values of a whole batch in one query, each subscriber as an
 * AudiencePage of them alone would answer, the same address on two lists included. A scratch database of its own.
 */
describe('SubscribersFields (lists on the in-process bus, real PostgreSQL)', () => {
  let h: ServiceHarness;
  let scratch: ScratchDatabase;
  const sharedUrl = process.env.DATABASE_URL;
  const user = 3_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'subscribers_fields_int');
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(ListsModule, { service: 'lists' });
  }, 60_000);
  afterAll(async () => {
    await h.stop();
    process.env.DATABASE_URL = sharedUrl;
    await dropScratchDatabase(scratch);
  }, 60_000);

  const ok = async (command: string, params: Record<string, unknown>, as = user) => {
    const reply = await h.call(command, params, as);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body as Record<string, unknown>;
  };

  it('answers the Subscribed ones of the batch with their values and the aliases, and leaves out the rest', async () => {
    const lists = [
      Number((await ok('List.Create', { SubscriberListName: 'A' })).ListID),
      Number((await ok('List.Create', { SubscriberListName: 'B' })).ListID),
    ];
    const tier = Number(
      (await ok('CustomField.Create', { SubscriberListID: lists[0], FieldName: 'Tier', FieldType: 'Single line', MergeTagAlias: 'tier' })).CustomFieldID,
    );
    const address = `${randomUUID()}@example.com`;
    const subscribe = async (listId: number, email: string, fields: Record<string, string> = {}) =>
      Number((await ok('Subscriber.Create', { ListID: listId, EmailAddress: email, IPAddress: '127.0.0.1', ...fields })).SubscriberID);
    const gold = await subscribe(lists[0], address, { [`CustomField${tier}`]: 'gold' });
    const sameAddress = await subscribe(lists[1], address);
    const gone = await subscribe(lists[0], `${randomUUID()}@example.com`);
    await ok('Subscriber.Unsubscribe', { ListID: lists[0], SubscriberID: gone, IPAddress: '127.0.0.1' });
    const otherUsers = Number((await ok('List.Create', { SubscriberListName: 'C' }, user + 1)).ListID);
    const foreign = Number((await ok('Subscriber.Create', { ListID: otherUsers, EmailAddress: `${randomUUID()}@example.com` }, user + 1)).SubscriberID);

    const reply = await h.bus.query(
      Queries.SubscribersFields,
      { userId: user, subscriberIds: [gold, sameAddress, gone, foreign, gold], listIds: [lists[0], lists[1], lists[0], otherUsers, lists[1]] },
      5000,
    );
    expect(reply.members.map((m) => [m.subscriberId, m.listId, m.fields?.[`CustomField${tier}`]])).toEqual([
      [gold, lists[0], 'gold'],
      [sameAddress, lists[1], undefined],
    ]);
    expect(reply.members[0].fields?.SubscriptionDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(reply.mergeTagAliases).toEqual({ tier: `CustomField${tier}` });
  });
});
