import { randomUUID } from 'node:crypto';

import type { DomainEvent, EventDefinition } from '@mail/contracts';
import { Events, SubscriberSubscribedPayload } from '@mail/contracts';
import {
  createScratchDatabase,
  dropScratchDatabase,
  EventConsumers,
  EventInbox,
  listDeadEvents,
  payloadProblem,
  replayDeadEvent,
  runDeadEventsCommand,
  type ScratchDatabase,
} from '@mail/db';
import type { ServiceDb } from '@mail/kit';
import { bootService, type ServiceHarness, waitFor } from '@mail/testing';

import { ListsModule } from '../src';

const BY_SUBJECT = new Map<string, EventDefinition>(Object.values(Events).map((e) => [e.subject, e as EventDefinition]));

const until = (probe: () => unknown, what: string, timeoutMs = 10_000) => waitFor(probe, { what, timeoutMs, everyMs: 25 });

describe('domain events (lists on the in-process bus, real PostgreSQL)', () => {
  let h: ServiceHarness;
  const user = 2_000_000 + Math.floor(Math.random() * 1_000_000);
  let db: ServiceDb;
  let scratch: ScratchDatabase;
  const sharedUrl = process.env.DATABASE_URL;

  // a database of its own: the e2e suite's lists relay would otherwise take these events off the shared outbox
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'events_int');
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(ListsModule, { service: 'lists', bus: { retryDelayMs: () => 5, maxDeliveries: 5 } });
    db = h.db;
  });
  afterAll(async () => {
    await h.stop();
    process.env.DATABASE_URL = sharedUrl;
    await dropScratchDatabase(scratch);
  });

  const ok = async (command: string, params: Record<string, unknown>) => {
    const reply = await h.call(command, params, user);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };
  // what the lists outbox published (the harness records every event handed to the bus)
  const of = (subject: string, listId: number) => h.events.filter((e) => e.subject === subject && (e.payload as { listId?: number }).listId === listId);

  it('set-based producers (create, bulk tag/untag, bulk unsubscribe) write payloads that pass their event class', async () => {
    const { ListID } = await ok('List.Create', { SubscriberListName: 'Events' });
    for (const e of ['a@gmail.com', 'b@gmail.com', 'c@yahoo.com']) await ok('Subscriber.Create', { ListID, EmailAddress: `${randomUUID()}${e}` });
    const { TagID } = await ok('Subscriber.Tags.Create', { SubscriberListID: ListID, Tag: 'gmail' });
    const rules = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'ends with', value: '@gmail.com' }]]);
    await ok('Subscriber.Tag', { TagID, SubscriberListID: ListID, RulesJSON: rules, RulesOperator: 'and', TriggerEvents: 1 });
    await ok('Subscriber.Untag', { TagID, SubscriberListID: ListID, RulesJSON: rules, RulesOperator: 'and', TriggerEvents: 1 });
    await ok('Subscriber.Unsubscribe', { ListID, IPAddress: '1.2.3.4', RulesJSON: rules, RulesOperator: 'and' });

    await until(() => of(Events.SubscriberUnsubscribed.subject, ListID).length === 2, 'unsubscribed events');
    expect(of(Events.SubscriberSubscribed.subject, ListID)).toHaveLength(3);
    // a tag change is one batch event for its subscribers, not one each
    const tagged = of(Events.SubscribersTagged.subject, ListID);
    expect(tagged).toHaveLength(1);
    expect(tagged[0].payload).toMatchObject({ userId: user, listId: ListID, tagId: TagID, tagName: 'gmail' });
    const payload = tagged[0].payload as { subscriberIds: number[]; emailAddresses: string[] };
    expect([payload.subscriberIds.length, payload.emailAddresses.every((e) => e.endsWith('@gmail.com'))]).toEqual([2, true]);
    expect((of(Events.SubscribersUntagged.subject, ListID)[0].payload as { subscriberIds: number[] }).subscriberIds).toHaveLength(2);
    expect(of(Events.SubscriberTagged.subject, ListID)).toHaveLength(0);
    expect(of(Events.SubscriberUnsubscribed.subject, ListID)[0].payload).toMatchObject({ status: 'Unsubscribed', ipAddress: '1.2.3.4' });
    for (const event of h.events.filter((e) => (e.payload as { listId?: number }).listId === ListID)) {
      expect([event.subject, payloadProblem(BY_SUBJECT.get(event.subject)!, event.payload)]).toEqual([event.subject, undefined]);
    }
  });

  it('applies an event once per consumer, dead-letters after bounded retries or at once when invalid, and replays', async () => {
    const consumers = new EventConsumers(h.bus, new EventInbox(db.dataSource, 'lists'));
    const durable = `test-${randomUUID().slice(0, 8)}`;
    let broken = true;
    const applied: { email: string; attempt: number }[] = [];
    await consumers.consume(Events.SubscriberSubscribed, { durable, maxAttempts: 3 }, async (payload, ctx) => {
      expect(payload).toBeInstanceOf(SubscriberSubscribedPayload);
      if (broken) throw new Error('downstream is down');
      applied.push({ email: payload.emailAddress, attempt: ctx.attempt });
    });
    const event = (payload: Record<string, unknown>): DomainEvent => ({
      id: randomUUID(),
      subject: Events.SubscriberSubscribed.subject,
      occurredAt: new Date().toISOString(),
      payload,
    });
    const good = event({ userId: user, listId: 1, subscriberId: 2, emailAddress: 'x@example.com', occurredAt: 'now' });

    await h.bus.publish(good); // resolves once every consumer acknowledged: ours by dead-lettering after 3 attempts
    const dead = (await listDeadEvents(db.dataSource, 'lists')).filter((d) => d.consumer === durable);
    expect(dead).toEqual([expect.objectContaining({ eventId: good.id, attempts: 3, error: 'downstream is down' })]);

    const invalid = event({ userId: user, listId: 'one', emailAddress: 'x@example.com' });
    await h.bus.publish(invalid);
    const invalidDead = (await listDeadEvents(db.dataSource, 'lists')).find((d) => d.consumer === durable && d.eventId === invalid.id);
    expect(invalidDead).toMatchObject({ attempts: 1, error: expect.stringContaining('invalid payload: listId') });

    const listed = await runDeadEventsCommand(db.dataSource, 'lists', 'events:dead', []);
    expect(listed.output).toContain(`${dead[0].id}\t`);
    expect(listed.output).toContain(good.id);
    expect(await runDeadEventsCommand(db.dataSource, 'lists', 'events:replay', ['x'])).toMatchObject({ code: 2 });

    broken = false;
    expect(await runDeadEventsCommand(db.dataSource, 'lists', 'events:replay', [String(dead[0].id)])).toMatchObject({ code: 0 });
    expect(await replayDeadEvent(db.dataSource, 'lists', dead[0].id)).toBe(false);
    await until(() => applied.length > 0, 'the replayed event', 5_000);
    expect(applied).toEqual([{ email: 'x@example.com', attempt: 1 }]);
    await h.bus.publish(good); // a redelivery: the inbox already has it
    expect(applied).toHaveLength(1);
    const inbox = await db.query<{ consumer: string }>(`SELECT "consumer" FROM "lists"."event_inbox" WHERE "event_id" = $1`, [good.id]);
    expect(inbox.map((r) => r.consumer).filter((c) => c === durable)).toEqual([durable]);
  });

  /**
   * A subscriber of a new list and the journey events naming it: a start with its enrolment id (a new one unless
   * given), an end with one only when given (as ends queued before ends named their enrolment), and its journey row.
   */
  const journeyTimeline = async (listName: string) => {
    const { ListID } = await ok('List.Create', { SubscriberListName: listName });
    const { SubscriberID } = await ok('Subscriber.Create', { ListID, EmailAddress: `${randomUUID()}@example.com` });
    const subscriberIds = [Number(SubscriberID)];
    const publish = (subject: string, payload: Record<string, unknown>) =>
      h.bus.publish({
        id: randomUUID(),
        subject,
        occurredAt: new Date().toISOString(),
        payload: { userId: user, listIds: [ListID], subscriberIds, ...payload },
      });
    const started = (journeyId: number, at: string, entryId: string = randomUUID()) =>
      publish(Events.JourneyEntrantsStarted.subject, { journeyId, journeyName: `J${journeyId}`, actionId: 5, entryIds: [entryId], occurredAt: at });
    const ended = (journeyId: number, at: string, entryId?: string) =>
      publish(Events.JourneyEntrantsEnded.subject, {
        journeyId,
        actionIds: [6],
        reasons: ['exited'],
        ...(entryId ? { entryIds: [entryId] } : {}),
        occurredAt: at,
      });
    const row = async (journeyId: number) =>
      (
        await db.query<{ status: string; journey_name: string; entry_id: string; action_id: string }>(
          `SELECT "status", "journey_name", "entry_id", "action_id" FROM "lists"."subscriber_journey" WHERE "subscriber_id" = $1 AND "journey_id" = $2`,
          [SubscriberID, journeyId],
        )
      )[0];
    return { ListID, SubscriberID, subscriberIds, publish, started, ended, row };
  };

  it('records a journey end that arrives before its start (replicas apply them in either order), and ignores stale ones', async () => {
    const { ListID, SubscriberID, subscriberIds, started, ended, row } = await journeyTimeline('Journeys');

    // the end first, in the same second as its start
    await ended(901, '2026-11-23 10:00:00');
    await started(901, '2026-11-23 10:00:00');
    expect(await row(901)).toMatchObject({ status: 'Exited', journey_name: 'J901', action_id: '6' });
    // in order; then a re-entry later on, and the first enrolment's end arriving after it changes nothing
    await started(902, '2026-11-23 10:00:00');
    await ended(902, '2026-11-23 10:00:01');
    expect((await row(902)).status).toBe('Exited');
    await started(902, '2026-11-23 10:05:00');
    await ended(902, '2026-11-23 10:00:01');
    expect(await row(902)).toMatchObject({ status: 'InProgress', journey_name: 'J902', action_id: '5' });
    // an event of another user naming this subscriber writes nothing
    await h.bus.publish({
      id: randomUUID(),
      subject: Events.JourneyEntrantsStarted.subject,
      occurredAt: new Date().toISOString(),
      payload: { userId: user + 1, listIds: [ListID], subscriberIds, journeyId: 903, journeyName: 'J903', entryIds: ['1'], occurredAt: '2026-11-23 10:00:00' },
    });
    expect(await row(903)).toBeUndefined();
    const foreign = await db.query(`SELECT 1 FROM "lists"."activity" WHERE "subscriber_id" = $1 AND "parameters"->>'journey_id' = '903'`, [SubscriberID]);
    expect(foreign).toHaveLength(0);
  });

  it('matches a journey end to its start by enrolment: a re-entry in the same second as the previous end stays in progress', async () => {
    const { started, ended, publish, row } = await journeyTimeline('Re-entries');

    // in order: enrolment 10 ends, 11 starts in that same second
    await started(911, '2026-11-23 10:00:00', '10');
    await ended(911, '2026-11-23 10:00:05', '10');
    await started(911, '2026-11-23 10:00:05', '11');
    expect(await row(911)).toMatchObject({ status: 'InProgress', entry_id: '11', action_id: '5' });
    // the re-entry applied before the previous enrolment's end (same second): that end changes nothing
    await started(912, '2026-11-23 10:00:00', '20');
    await started(912, '2026-11-23 10:00:05', '21');
    await ended(912, '2026-11-23 10:00:05', '20');
    expect(await row(912)).toMatchObject({ status: 'InProgress', entry_id: '21', action_id: '5' });
    // a later enrolment's end before its start (replicas): ended, and its start arriving then keeps the end
    await started(913, '2026-11-23 10:00:00', '30');
    await ended(913, '2026-11-23 10:00:05', '31');
    await started(913, '2026-11-23 10:00:05', '31');
    expect(await row(913)).toMatchObject({ status: 'Exited', entry_id: '31', action_id: '6' });
    // an end queued before ends named their enrolment still applies by time
    await started(914, '2026-11-23 10:00:00', '40');
    await publish(Events.JourneyEntrantsEnded.subject, { journeyId: 914, actionIds: [6], reasons: ['completed'], occurredAt: '2026-11-23 10:00:01' });
    expect(await row(914)).toMatchObject({ status: 'Completed', entry_id: '40', action_id: '6' });
  });

  it('keeps an event in the outbox until its consumers acknowledged it', async () => {
    let broken = true;
    const got: string[] = [];
    const refused: number[] = [];
    await h.bus.consume([Events.ListDeleted.subject], 'test-outbox', async (e, delivery) => {
      if (broken) throw new Error(`not yet (${refused.push(delivery.attempt)})`);
      got.push((e.payload as { listId: number }).listId.toString());
    });
    const { ListID } = await ok('List.Create', { SubscriberListName: 'Doomed' });
    await ok('Lists.Delete', { Lists: String(ListID) });
    const pending = () => db.query<{ n: string }>(`SELECT count(*) AS n FROM "lists"."outbox" WHERE "payload"->>'listId' = $1`, [String(ListID)]);
    // the relay tried (5 deliveries, maxDeliveries) and gave up for now: its transaction rolled back
    await until(() => refused.includes(5), 'the fifth refused delivery', 5_000);
    expect(Number((await pending())[0].n)).toBe(1);
    broken = false;
    await until(async () => Number((await pending())[0].n) === 0, 'the outbox to drain', 5_000);
    expect(got).toEqual([String(ListID)]);
  });
});
