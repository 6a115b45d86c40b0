import { Queries, type SmsSendOneRequest } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { ListsModule } from '@mail/lists';
import { bootService, type ServiceHarness, until } from '@mail/testing';

import { SmsModule } from '../src';

/** The journeys' SendSMS query: sms and lists on the in-process bus, a scratch PostgreSQL database. */
describe('sms.q.send-one (journeys SendSMS)', () => {
  const user = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  const sharedUrl = process.env.DATABASE_URL;
  let scratch: ScratchDatabase;
  let h: ServiceHarness;
  let listId: number;
  let phoneField: number;
  let nameField: number;
  const subscribers: Record<string, number> = {};

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const lists = async (command: string, params: Record<string, unknown>): Promise<Record<string, any>> => {
    const reply = await h.call(command, params, user, {}, 'lists');
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };
  const sendOne = (subscriber: string, extra: Partial<SmsSendOneRequest> = {}) =>
    h.bus.query(Queries.SmsSendOne, {
      userId: user,
      listId,
      subscriberId: subscribers[subscriber],
      phoneFieldId: phoneField,
      message: `Hi %Subscriber:CustomField${nameField}%, %Link%`,
      senderId: 'ACME',
      linkUrl: 'https://example.com/j',
      journeyId: 7,
      actionId: 3,
      requestKey: `${subscriber}-${Math.random()}`,
      ...extra,
    });
  const outbox = () =>
    h.db.query<{ message_id: string; to_number: string; body: string }>(
      `SELECT "message_id", "to_number", "body" FROM "sms"."outbox_message" WHERE "user_id" = $1 ORDER BY "id"`,
      [user],
    );

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'sms_send_one_int');
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(SmsModule, { service: 'sms', with: [ListsModule], bus: { retryDelayMs: () => 5, maxDeliveries: 5 } });
    listId = Number((await lists('List.Create', { SubscriberListName: 'Journey SMS' })).ListID);
    const field = async () =>
      Number((await lists('CustomField.Create', { SubscriberListID: listId, FieldName: `f${Math.random()}`, FieldType: 'Single line' })).CustomFieldID);
    phoneField = await field();
    nameField = await field();
    for (const [key, phone] of [
      ['ada', '+14155552671'],
      ['bob', '12'],
      ['cy', '+14155552673'],
    ])
      subscribers[key] = Number(
        (await lists('Subscriber.Create', { ListID: listId, EmailAddress: `${key}@example.com`, CustomFields: { [phoneField]: phone, [nameField]: key } }))
          .SubscriberID,
      );
    await lists('Subscriber.Unsubscribe', { ListID: listId, SubscriberID: subscribers.cy, IPAddress: '10.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = sharedUrl;
    await dropScratchDatabase(scratch);
  });

  it('queues one personalised message, answers its QueueID, and sends it through the provider (the dev outbox here)', async () => {
    const reply = await sendOne('ada');
    expect(reply).toEqual({ queueId: expect.any(Number), smsCampaignId: expect.any(Number), status: 'Queued', skipReason: null });
    const sent = await until(outbox, (rows) => rows.some((r) => Number(r.message_id) === reply.queueId), 'the message in the outbox');
    const message = sent.find((r) => Number(r.message_id) === reply.queueId)!;
    expect(message.to_number).toBe('+14155552671');
    expect(message.body).toMatch(/^Hi ada, http\S+\/s\/[A-Za-z0-9_-]{16}$/);
    const [campaign] = await h.db.query<{ status: string; origin: string }>(`SELECT "status", "origin" FROM "sms"."sms_campaign" WHERE "id" = $1`, [
      reply.smsCampaignId,
    ]);
    expect(campaign).toEqual({ status: 'Active', origin: 'journey:7:3' });
  });

  it('the same request key answers the first message and sends nothing new; another key sends again', async () => {
    const first = await sendOne('ada', { requestKey: 'step-1' });
    const again = await sendOne('ada', { requestKey: 'step-1' });
    expect(again).toEqual(first);
    const next = await sendOne('ada', { requestKey: 'step-2' });
    expect(next.queueId).not.toBe(first.queueId);
    const rows = await until(outbox, (r) => r.some((m) => Number(m.message_id) === next.queueId), 'the second message in the outbox');
    expect(rows.filter((m) => Number(m.message_id) === first.queueId)).toHaveLength(1);
  });

  it('an invalid number is recorded as skipped; a subscriber who is not Subscribed gets nothing', async () => {
    expect(await sendOne('bob')).toEqual({ queueId: expect.any(Number), smsCampaignId: expect.any(Number), status: 'Rejected', skipReason: 'invalid_number' });
    expect(await sendOne('cy')).toEqual({ queueId: null, smsCampaignId: expect.any(Number), status: 'NotSubscribed', skipReason: null });
  });

  it('refuses a request that breaks the contract', async () => {
    await expect(sendOne('ada', { message: '' })).rejects.toThrow();
  });
});
