import { e2eEnv, e2eSql, httpReceiver, type HttpReceiver, unique } from '@mail/testing';

import { email, journeysUser, type JourneysUser, v1Code, waitFor } from './journeys-helpers';

/** journey.actions as clients really send it (issue 24, items 6, 11, 12, 13, 14). */
describe('journey actions input', () => {
  const { api } = e2eEnv();
  let a: JourneysUser;
  let b: JourneysUser;
  let hook: HttpReceiver;

  beforeAll(async () => {
    [a, b] = await Promise.all([journeysUser(), journeysUser()]);
    hook = await httpReceiver();
  });

  afterAll(() => hook.server.close());

  const patch = (u: JourneysUser, params: Record<string, unknown>, encoding: 'json' | 'form' | 'query') =>
    api.v1('PATCH', 'journey.actions', params, { bearer: u.user.apiKey, encoding });
  const rawForm = (u: JourneysUser, body: string) =>
    api.raw('PATCH', '/api/v1/journey.actions', body, { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${u.user.apiKey}` });

  describe("ids of other users' (item 11)", () => {
    it("user B's journey naming user A's email, list, tag, custom field or journey is refused with 4; B's own ids are accepted", async () => {
      const ids = async (u: JourneysUser) => {
        const listId = await u.list();
        return {
          EmailID: Number((await u.ok('Email.Create')).EmailID),
          listId,
          tagId: Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('t') })).TagID),
          fieldId: await u.field(listId),
          journeyId: await u.journey(),
        };
      };
      const [ofA, ofB] = await Promise.all([ids(a), ids(b)]);
      const actionsNaming = (x: typeof ofA) => [
        { Action: 'SendEmail', ActionParameters: { EmailID: x.EmailID } },
        { Action: 'Subscribe', ActionParameters: { TargetListID: x.listId } },
        { Action: 'AddTag', ActionParameters: { TargetTagID: x.tagId } },
        { Action: 'UpdateCustomFieldValue', ActionParameters: { TargetCustomFieldID: x.fieldId, NewCustomFieldValue: 'v' } },
        { Action: 'SendSMS', ActionParameters: { message: 'hi', phone_field_id: x.fieldId } },
        { Action: 'StartJourney', ActionParameters: { TargetJourneyID: x.journeyId } },
        { Action: 'ExitJourney', ActionParameters: { TargetJourneyID: [x.journeyId] } },
      ];
      const journeyId = await b.journey();
      const own = await b.actions(journeyId, actionsNaming(ofB));
      expect(own.status).toBe(200);
      expect(own.body.Actions).toHaveLength(7);
      const foreign = actionsNaming(ofA);
      const expected = [
        `Action #1 (SendEmail): EmailID ${ofA.EmailID} names no email of yours`,
        `Action #1 (Subscribe): TargetListID ${ofA.listId} names no list of yours`,
        `Action #1 (AddTag): TargetTagID ${ofA.tagId} names no tag of yours`,
        `Action #1 (UpdateCustomFieldValue): TargetCustomFieldID ${ofA.fieldId} names no custom field of yours`,
        `Action #1 (SendSMS): phone_field_id ${ofA.fieldId} names no custom field of yours`,
        `Action #1 (StartJourney): TargetJourneyID ${ofA.journeyId} names no journey of yours`,
        `Action #1 (ExitJourney): TargetJourneyID ${ofA.journeyId} names no journey of yours`,
      ];
      for (const [i, action] of foreign.entries()) {
        const res = await b.actions(journeyId, [action]);
        expect([res.status, v1Code(res), res.text]).toEqual([422, 4, expect.stringContaining(expected[i])]);
      }
      // a nested action is checked too, and nothing was saved by a refusal
      const nested = await b.actions(journeyId, [
        {
          Action: 'Decision',
          ActionParameters: { Criteria: [], Actions: { True: [], False: [{ Action: 'Unsubscribe', ActionParameters: { TargetListID: ofA.listId } }] } },
        },
      ]);
      expect([nested.status, v1Code(nested)]).toEqual([422, 4]);
      expect((await b.get(journeyId)).body.Actions).toHaveLength(7);
      const trigger = await b.v1('POST', 'journey', { Name: unique('j'), Trigger: 'CustomFieldValueChanged', Trigger_CustomFieldID: ofA.fieldId });
      expect([trigger.status, v1Code(trigger)]).toEqual([400, 3]);
    });
  });

  describe('every encoding the edge accepts (item 14)', () => {
    const wait = { ActionID: null, Action: 'Wait', Published: true, ActionParameters: { WaitUnit: 'minutes', WaitAmount: 7 } };
    const camel = [{ actionId: null, action: 'Wait', published: true, actionParameters: { waitUnit: 'minutes', waitAmount: 7 } }];
    const lower = [{ actionid: null, action: 'Wait', published: true, waitunit: 'minutes', waitamount: 7 }];

    it.each([
      ['a JSON array in a JSON body', 'json', [wait]],
      ['JSON text with PascalCase keys in a form body', 'form', JSON.stringify([wait])],
      ['JSON text with camelCase keys in a form body', 'form', JSON.stringify(camel)],
      ['JSON text with lower-case keys and flat parameters in the query string', 'query', JSON.stringify(lower)],
      ['JSON text in a JSON body', 'json', JSON.stringify([wait])],
      ['form bracket arrays (Actions[0][Action]=Wait)', 'form', [wait]],
      ['form bracket arrays naming the type ActionType', 'form', [{ ActionType: 'Wait', Published: true, WaitUnit: 'minutes', WaitAmount: 7 }]],
    ] as const)('%s', async (_name, encoding, actions) => {
      const journeyId = await a.journey();
      const res = await patch(a, { JourneyID: journeyId, Actions: actions }, encoding);
      expect(res.status).toBe(200);
      expect(res.body.Actions).toEqual([
        expect.objectContaining({ Action: 'Wait', Published: true, ActionParameters: expect.objectContaining({ WaitUnit: 'minutes', WaitAmount: 7 }) }),
      ]);
    });

    it('a Decision with its branches and a Webhook with pairs, as form bracket keys', async () => {
      const journeyId = await a.journey();
      const res = await patch(
        a,
        {
          JourneyID: journeyId,
          Actions: [
            {
              Action: 'Decision',
              Criteria: JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'x' }]]),
              Actions: { True: [{ Action: 'Webhook', WebhookURL: hook.url, Payload: [{ Key: 'Email', Value: '%Subscriber:EmailAddress%' }] }], False: [] },
            },
          ],
        },
        'form',
      );
      expect(res.status).toBe(200);
      expect(res.body.Actions[0].ActionParameters.Actions.True[0].ActionParameters).toMatchObject({
        WebhookURL: hook.url,
        Payload: [{ Key: 'Email', Value: '%Subscriber:EmailAddress%' }],
      });
    });
  });

  describe('bounded text (item 13)', () => {
    it('journey Name over 255 characters answers 12, Notes over 10,000 answer 13, on create and update', async () => {
      const create = await a.v1('POST', 'journey', { Name: 'n'.repeat(256) });
      expect([create.status, v1Code(create), create.text]).toEqual([422, 12, expect.stringContaining('at most 255 characters')]);
      expect(v1Code(await a.v1('POST', 'journey', { Name: 'ok', Notes: 'n'.repeat(10_001) }))).toBe(13);
      const id = await a.journey({ Name: 'n'.repeat(255) });
      expect(v1Code(await a.v1('PATCH', 'journey', { JourneyID: id, Name: 'x'.repeat(1_000_000) }))).toBe(12);
      expect(v1Code(await a.v1('PATCH', 'journey', { JourneyID: id, Notes: 'x'.repeat(10_001) }))).toBe(13);
      expect((await a.get(id)).body.Journey.JourneyName).toBe('n'.repeat(255));
    });

    it.each([
      ['a payload of 101 entries', { Payload: Array.from({ length: 101 }, (_, i) => ({ Key: `k${i}`, Value: 'v' })) }, 'Payload must hold at most 100 entries'],
      ['a payload value over 10,000 characters', { Payload: [{ Key: 'k', Value: 'v'.repeat(10_001) }] }, 'Payload has a Value longer than 10000'],
      ['a header value over 8,192 characters', { Headers: [{ Name: 'X-Token', Value: 't'.repeat(8193) }] }, 'Headers has a Value longer than 8192'],
      ['a header name over 255 characters', { Headers: [{ Name: 'X'.repeat(256), Value: 't' }] }, 'Headers has a Name longer than 255'],
      ['a Secret over 1,024 characters', { Secret: 's'.repeat(1025) }, 'Secret must be at most 1024 characters'],
      ['a URL over 2,048 characters', { WebhookURL: `http://127.0.0.1/${'p'.repeat(2048)}` }, 'WebhookURL must be at most 2048 characters'],
    ])('a Webhook with %s answers 4 naming the field', async (_name, params, message) => {
      const res = await a.actions(await a.journey(), [{ Action: 'Webhook', ActionParameters: { WebhookURL: hook.url, ...params } }]);
      expect([res.status, v1Code(res), res.text]).toEqual([422, 4, expect.stringContaining(`Action #1 (Webhook): ${message}`)]);
    });

    it('action Notes over 10,000 characters answer 4; more than 500 actions answer 3', async () => {
      const id = await a.journey();
      const notes = await a.actions(id, [{ Action: 'ExitThisJourney', Notes: 'n'.repeat(10_001) }]);
      expect([notes.status, v1Code(notes)]).toEqual([422, 4]);
      const many = await a.actions(
        id,
        Array.from({ length: 501 }, () => ({ Action: 'ExitThisJourney' })),
      );
      expect([many.status, v1Code(many)]).toEqual([422, 3]);
    });
  });

  describe('text no database can store (item 6)', () => {
    const webhookPairs = (value: string) =>
      [
        'Actions[0][Action]=Webhook',
        `Actions[0][WebhookURL]=${encodeURIComponent(hook.url)}`,
        'Actions[0][Payload][0][Key]=k',
        `Actions[0][Payload][0][Value]=${value}`,
      ].join('&');

    // the edge never hands a service half a character: an escape that is not UTF-8 stays as written, NUL is dropped
    it.each([
      ['a lone surrogate as UTF-8 bytes (%ED%A0%80)', 'a%ED%A0%80b', /^a%ED%A0%80b$/],
      ['a NUL (%00)', 'a%00b', /^ab$/],
    ])('a form-encoded Webhook payload value holding %s is answered inside the envelope, never 5xx', async (_name, value, stored) => {
      const journeyId = await a.journey();
      const res = await rawForm(a, `JourneyID=${journeyId}&${webhookPairs(value)}`);
      expect([res.status, res.body?.Actions?.[0]?.ActionParameters?.Payload?.[0]?.Value]).toEqual([200, expect.stringMatching(stored)]);
    });

    it.each([
      ['a lone surrogate', '\\ud800'],
      ['a NUL', '\\u0000'],
    ])('Actions as JSON text in a form body whose payload value spells %s answers 4 (422), never 5xx', async (_name, escape) => {
      const journeyId = await a.journey();
      const json = `[{"Action":"Webhook","WebhookURL":"${hook.url}","Payload":[{"Key":"k","Value":"a${escape}b"}]}]`;
      const res = await rawForm(a, `JourneyID=${journeyId}&Actions=${encodeURIComponent(json)}`);
      expect([res.status, v1Code(res), res.text]).toEqual([
        422,
        4,
        expect.stringContaining('Action #1 (Webhook): Payload holds a NUL or a lone UTF-16 surrogate'),
      ]);
    });
  });

  describe('webhook header values (item 12)', () => {
    it('are stored sealed, answered to their owner, and the call still arrives with the header', async () => {
      const token = `Bearer tok-${unique('h')}`;
      const listId = await a.list();
      const journeyId = await a.journey();
      const saved = await a.actions(journeyId, [
        {
          Action: 'Webhook',
          ActionParameters: {
            WebhookURL: hook.url,
            Headers: [{ Name: 'Authorization', Value: token }],
            Payload: [{ Key: 'Email', Value: '%Subscriber:EmailAddress%' }],
          },
        },
      ]);
      expect(saved.status).toBe(200);
      const [row] = await e2eSql<{ params: string }>(`SELECT "params"::text AS "params" FROM "journeys"."action" WHERE "journey_id" = $1`, [journeyId]);
      expect(row.params).not.toContain(token);
      expect(row.params).toContain('Authorization');
      expect(row.params).toContain('sealed:v1:');
      expect((await a.get(journeyId)).body.Actions[0].ActionParameters.Headers).toEqual([{ Name: 'Authorization', Value: token }]);

      await a.v1('GET', 'journey.enable', { JourneyID: journeyId });
      const address = email('hdr');
      const { SubscriberID } = await a.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' });
      await a.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, SubscriberID, ListID: listId });
      const [call] = await waitFor(
        () => Promise.resolve(hook.received.filter((r) => r.body.includes(address))),
        (r) => r.length >= 1,
        20_000,
      );
      expect(call.headers.authorization).toBe(token);
    });
  });
});
