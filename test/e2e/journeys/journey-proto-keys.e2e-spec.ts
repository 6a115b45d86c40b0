import { httpReceiver, type HttpReceiver } from '@mail/testing';

import { email, journeysUser, type JourneysUser, v1Code, waitFor } from './journeys-helpers';

/** Names the user gives (merge-tag aliases, payload keys, header names, event properties) that Object.prototype also has are plain names. */
describe('journeys with names like Object.prototype members', () => {
  let u: JourneysUser;
  let hook: HttpReceiver;

  beforeAll(async () => {
    u = await journeysUser();
    hook = await httpReceiver();
  });
  afterAll(() => hook.server.close());

  const enable = (journeyId: number) => u.v1('GET', 'journey.enable', { JourneyID: journeyId });

  it('refuses a Wait whose WaitUnit is constructor (4)', async () => {
    const res = await u.actions(await u.journey(), [{ Action: 'Wait', ActionParameters: { WaitUnit: 'constructor', WaitAmount: 1 } }]);
    expect([res.status, v1Code(res)]).toEqual([422, 4]);
  });

  it('sends Webhook payload keys and headers named __proto__ and constructor, and leaves %Journey:constructor% as written', async () => {
    const listId = await u.list();
    // a custom field whose merge-tag alias is constructor: the webhook job carries the aliases as a map
    const { CustomFieldID } = await u.ok('CustomField.Create', {
      SubscriberListID: listId,
      FieldName: 'Tier',
      FieldType: 'Single line',
      MergeTagAlias: 'constructor',
    });
    const journeyId = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: listId });
    const saved = await u.actions(journeyId, [
      {
        Action: 'Webhook',
        ActionParameters: {
          WebhookURL: hook.url,
          Payload: [
            { Key: '__proto__', Value: '%Journey:constructor%' },
            { Key: 'constructor', Value: '%Subscriber:EmailAddress%' },
            { Key: 'tier', Value: '%Subscriber:constructor%' },
          ],
          Headers: [
            { Name: '__proto__', Value: 'p' },
            { Name: 'constructor', Value: 'c' },
          ],
        },
      },
    ]);
    expect(saved.status).toBe(200);
    await enable(journeyId);
    const address = email('proto');
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1', [`CustomField${CustomFieldID}`]: 'gold' });

    const [call] = await waitFor(
      () => Promise.resolve(hook.received.filter((r) => r.body.includes(address))),
      (r) => r.length >= 1,
      30_000,
    );
    expect(call.body).toBe(`{"__proto__":"%Journey:constructor%","constructor":"${address}","tier":"gold"}`);
    const headers = new Map<string, string>();
    for (let i = 0; i < call.rawHeaders.length; i += 2) headers.set(call.rawHeaders[i].toLowerCase(), call.rawHeaders[i + 1]);
    expect([headers.get('__proto__'), headers.get('constructor')]).toEqual(['p', 'c']);
  });

  it('starts a website-event journey on a property named constructor; an event named constructor starts nothing', async () => {
    const listId = await u.list();
    const byProperty = await u.journey({
      Trigger: 'WebsiteEvent_customEvent',
      Trigger_ListID: listId,
      Trigger_Criteria: [{ property: 'constructor', operator: 'equals', value: 'yes' }],
    });
    await u.actions(byProperty, [{ Action: 'ExitThisJourney' }]);
    await enable(byProperty);
    const address = email('visitor');
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' });
    const track = (Event: string, Properties: Record<string, unknown>) => u.v1('POST', 'event', { ListID: listId, Email: address, Event, Properties });
    expect((await track('constructor', { constructor: 'yes' })).status).toBe(200);
    expect((await track('customEvent', { constructor: 'yes', ['__proto__']: 'x' })).status).toBe(200);
    const total = await waitFor(
      async () => Number((await u.get(byProperty)).body?.Journey?.JourneyStats?.TotalSubscribers),
      (n) => n >= 1,
      30_000,
    );
    expect(total).toBe(1);
  });
});
