/* eslint-disable @typescript-eslint/no-explicit-any, jest/no-conditional-expect -- response bodies are untyped JSON; the inbox is only readable when the run has its own dev SMTP server */
import { createHmac } from 'node:crypto';

import { e2eEnv, e2eMailInbox, e2eSql, httpReceiver, type HttpReceiver, unique } from '@mail/testing';

import { email, journeysUser, type JourneysUser, waitFor } from './journeys-helpers';

describe('a journey run end to end', () => {
  let u: JourneysUser;
  let hook: HttpReceiver;

  beforeAll(async () => {
    u = await journeysUser();
    hook = await httpReceiver();
  });

  afterAll(() => hook.server.close());

  const tagsOf = async (listId: number, address: string) =>
    ((await u.subscriberGet(listId, address)).body?.SubscriberTags ?? []).map((t: any) => Number(t.TagID ?? t.ID ?? t.id));

  it('a subscription starts the journey: it waits, follows the Decision on a custom field, tags, calls the signed webhook and completes once', async () => {
    const listId = await u.list();
    const fieldId = await u.field(listId);
    const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('vip') })).TagID);
    const EmailID = await u.email({
      EmailName: 'Welcome',
      Subject: `Welcome %Subscriber:CustomField${fieldId}%`,
      HTMLContent: '<html><body><p>Hi %Subscriber:EmailAddress%</p><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      PlainContent: 'Hi %Subscriber:EmailAddress%. Unsubscribe: %Link:Unsubscribe%',
    });
    const journeyId = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: listId });
    const secret = 's3cret';
    const actions = await u.actions(journeyId, [
      { Action: 'SendEmail', ActionParameters: { EmailID } },
      { Action: 'Wait', ActionParameters: { WaitUnit: 'seconds', WaitAmount: 1 } },
      {
        Action: 'Decision',
        ActionParameters: {
          Criteria: [[{ type: 'fields', field_id: fieldId, operator: 'is', value: 'gold' }]],
          Actions: {
            True: [
              { Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
              {
                Action: 'Webhook',
                ActionParameters: {
                  WebhookURL: hook.url,
                  Secret: secret,
                  Payload: [
                    { Key: 'Email', Value: '%Subscriber:EmailAddress%' },
                    { Key: 'Tier', Value: `%Subscriber:CustomField${fieldId}% member` },
                  ],
                  Headers: [{ Name: 'X-Test', Value: 'yes' }],
                },
              },
            ],
            False: [{ Action: 'UpdateCustomFieldValue', ActionParameters: { TargetCustomFieldID: fieldId, NewCustomFieldValue: 'silver' } }],
          },
        },
      },
    ]);
    expect(actions.status).toBe(200);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });

    const gold = email('gold');
    const plain = email('plain');
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: gold, IPAddress: '127.0.0.1', [`CustomField${fieldId}`]: 'gold' });
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: plain, IPAddress: '127.0.0.1' });

    const done = await waitFor(
      () => u.get(journeyId),
      (res) => Number(res.body?.Journey?.JourneyStats?.TotalSubscribers) === 2 && Number(res.body?.Journey?.JourneyStats?.ActiveSubscribers) === 0,
      30_000,
    );
    expect(done.body.Journey.JourneyStats).toMatchObject({ TotalSubscribers: 2, ActiveSubscribers: 0 });
    const [send, wait, decision] = done.body.Actions as any[];
    expect(send).toMatchObject({ Action: 'SendEmail', CompletedRuns: 2, Stats: { TotalSubscribers: 2, EmailSent: 2 } });
    expect(done.body.Journey.JourneyStats.AggregatedEmailActionStats.SendCount).toBe(2);
    const inbox = e2eMailInbox();
    if (inbox) {
      const mail = await inbox.waitFor(gold, { subject: /Welcome gold/ });
      expect(mail.text).toContain(`Hi ${gold}`);
      expect((await inbox.list(plain)).length).toBe(1);
    }
    expect(wait).toMatchObject({ CompletedRuns: 2, Stats: { TotalSubscribers: 2 } });
    expect(decision.ActionParameters.Actions.True[0]).toMatchObject({ Action: 'AddTag', CompletedRuns: 1 });
    expect(decision.ActionParameters.Actions.False[0]).toMatchObject({ Action: 'UpdateCustomFieldValue', CompletedRuns: 1 });

    expect(await tagsOf(listId, gold)).toContain(tagId);
    expect(await tagsOf(listId, plain)).not.toContain(tagId);
    const plainInfo = (await u.subscriberGet(listId, plain)).body.SubscriberInformation;
    expect(plainInfo[`CustomField${fieldId}`]).toBe('silver');

    const calls = await waitFor(
      () => Promise.resolve(hook.received.filter((r) => r.body.includes(gold))),
      (r) => r.length >= 1,
      20_000,
    );
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0].body)).toEqual({ Email: gold, Tier: 'gold member' });
    expect(calls[0].headers['x-octeth-signature']).toBe(createHmac('sha256', secret).update(calls[0].body).digest('hex'));
    expect(calls[0].headers['x-test']).toBe('yes');
    // the signing secret is stored sealed: no action row holds it readable
    const stored = await e2eSql<{ n: string }>(`SELECT count(*) AS n FROM "journeys"."action" WHERE "journey_id" = $1 AND "params"::text LIKE $2`, [
      journeyId,
      `%${secret}%`,
    ]);
    expect(Number(stored[0].n)).toBe(0);
    expect(hook.received.some((r) => r.body.includes(plain))).toBe(false);

    const journeys = await waitFor(
      async () => (await u.subscriberGet(listId, gold)).body?.SubscriberJourneys,
      (j) => Array.isArray(j?.Completed) && j.Completed.length === 1,
    );
    expect(journeys.Completed[0]).toMatchObject({ JourneyID: journeyId });
  });

  it('bulk trigger enrols the subscribers carrying all the tags, once; a disabled journey pauses and resumes', async () => {
    const listId = await u.list();
    const [a, b, done] = await Promise.all(
      ['a', 'b', 'done'].map(async (name) => Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique(name) })).TagID)),
    );
    const ids: number[] = [];
    const addresses = [email('both'), email('both'), email('one')];
    for (const address of addresses)
      ids.push(Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' })).SubscriberID));
    await u.ok('Subscriber.Tag', { TagID: a, SubscriberListID: listId, SubscriberIDs: ids.join(',') });
    await u.ok('Subscriber.Tag', { TagID: b, SubscriberListID: listId, SubscriberIDs: ids.slice(0, 2).join(',') });
    const journeyId = await u.journey();
    await u.actions(journeyId, [{ Action: 'AddTag', ActionParameters: { TargetTagID: done } }]);

    const trigger = { type: 'Tag', trigger_listid: listId, trigger_tagids: [a, b] };
    const disabled = await u.ok('journey.bulk_trigger', { journeyids: [journeyId], trigger });
    expect(disabled.TotalEnrolled).toBe(0);

    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });
    await u.v1('GET', 'journey.disable', { JourneyID: journeyId });
    const enrolled = await u.ok('journey.bulk_trigger', { journeyids: [journeyId], trigger });
    expect(enrolled).toMatchObject({ TotalEnrolled: 0 });

    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });
    // the changelog's spelling: api_key, JSON body
    const first = (await e2eEnv().api.legacy('journey.bulk_trigger', { api_key: u.user.apiKey, journeyids: [journeyId], trigger }, { encoding: 'json' })).body;
    expect(first).toMatchObject({ TotalEnrolled: 2, Journeys: [{ JourneyID: journeyId, Enrolled: 2 }] });
    await waitFor(
      () => u.get(journeyId),
      (res) => Number(res.body?.Actions?.[0]?.CompletedRuns) === 2,
      20_000,
    );
    expect(await tagsOf(listId, addresses[0])).toContain(done);
    expect(await tagsOf(listId, addresses[1])).toContain(done);
    expect(await tagsOf(listId, addresses[2])).not.toContain(done);
    // already in (or through) the journey: a second bulk trigger enrols only those whose enrolment ended
    const again = await u.ok('journey.bulk_trigger', { journeyids: [journeyId], trigger });
    expect(again.TotalEnrolled).toBe(2);
  });
});
