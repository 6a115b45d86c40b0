import type { Bus } from '@mail/bus';
import type { JobQueue } from '@mail/jobs';
import type { ServiceDb } from '@mail/kit';

import type { ActionRow } from '../../actions/action.row';
import type { JourneyRow } from '../../journeys/journey.row';
import { SubscriberFieldsClient } from '../../webhook/subscriber-fields.client';
import type { WebhookPostPayload } from '../../webhook/webhook-post.job';
import type { EnrolmentRepository } from '../enrolment.repository';
import type { EnrolmentRow } from '../enrolment.row';
import { WebhookRunner } from './webhook.runner';

const journey = { id: '5', user_id: 3, name: 'Welcome' } as JourneyRow;
const enrolment = (id: number, subscriberId: number): EnrolmentRow =>
  ({
    id: String(id),
    user_id: 3,
    journey_id: '5',
    subscriber_id: String(subscriberId),
    list_id: '17',
    email: `s${subscriberId}@example.com`,
    step_no: 1,
  }) as EnrolmentRow;
const action = (payload: { Key: string; Value: string }[]) =>
  ({ id: '7', type: 'Webhook', params: { WebhookURL: 'https://example.com/h', Payload: payload } }) as unknown as ActionRow;

/** a lists that answers SubscribersFields for subscribers 13 and 14 (15 is unsubscribed: left out) */
function fakeLists() {
  const asked: unknown[] = [];
  const bus = {
    query: async (query: { subject: string }, request: { subscriberIds: number[] }) => {
      asked.push({ subject: query.subject, subscriberIds: request.subscriberIds });
      return {
        members: [13, 14]
          .filter((id) => request.subscriberIds.includes(id))
          .map((id) => ({ subscriberId: id, listId: 17, emailAddress: '', fields: { CustomField4: `tier-${id}`, CustomField9: 'secret' } })),
        mergeTagAliases: { tier: 'CustomField4', city: 'CustomField9' },
      };
    },
  } as unknown as Bus;
  return { asked, client: new SubscriberFieldsClient(bus) };
}

/** `queuedBefore`: enrolments whose call an earlier run of the step queued (their effect claimed) */
function runner(client: SubscriberFieldsClient, queuedBefore = new Set<string>()) {
  const queued: WebhookPostPayload[] = [];
  const db = { tx: async (work: (m: unknown) => Promise<void>) => work({}) } as unknown as ServiceDb;
  const enrolments = {
    withoutEffect: async (batch: EnrolmentRow[]) => batch.filter((e) => !queuedBefore.has(e.id)),
    claimEffect: async (_m: unknown, id: string) => !queuedBefore.has(id),
  } as unknown as EnrolmentRepository;
  const jobs = { sendInTransaction: async (_m: unknown, _job: unknown, payload: WebhookPostPayload) => void queued.push(payload) } as unknown as JobQueue;
  return { queued, runner: new WebhookRunner(db, enrolments, jobs, client) };
}

describe(WebhookRunner.name, () => {
  it('asks lists once for the whole batch and queues each call with only the values its tags name', async () => {
    const lists = fakeLists();
    const { queued, runner: webhook } = runner(lists.client);
    const batch = [enrolment(1, 13), enrolment(2, 14), enrolment(3, 15)];
    await webhook.run({ journey, action: action([{ Key: 'tier', Value: '%Subscriber:tier%' }]), enrolments: batch });

    expect(lists.asked).toEqual([{ subject: 'lists.q.subscribers.fields', subscriberIds: [13, 14, 15] }]);
    expect(queued.map((p) => p.subscriber)).toEqual([
      { fields: { CustomField4: 'tier-13' }, mergeTagAliases: { tier: 'CustomField4' } },
      { fields: { CustomField4: 'tier-14' }, mergeTagAliases: { tier: 'CustomField4' } },
      { fields: {}, mergeTagAliases: { tier: 'CustomField4' } },
    ]);
  });

  it('asks lists only for the calls a retried step has not queued yet', async () => {
    const lists = fakeLists();
    const { queued, runner: webhook } = runner(lists.client, new Set(['1']));
    await webhook.run({ journey, action: action([{ Key: 'tier', Value: '%Subscriber:tier%' }]), enrolments: [enrolment(1, 13), enrolment(2, 14)] });
    expect(lists.asked).toEqual([{ subject: 'lists.q.subscribers.fields', subscriberIds: [14] }]);
    expect(queued.map((p) => p.enrolmentId)).toEqual([2]);

    const again = runner(lists.client, new Set(['1', '2']));
    await again.runner.run({ journey, action: action([{ Key: 'tier', Value: '%Subscriber:tier%' }]), enrolments: [enrolment(1, 13), enrolment(2, 14)] });
    expect(lists.asked).toHaveLength(1);
    expect(again.queued).toEqual([]);
  });

  it('asks nothing when the payload names only the address and ids', async () => {
    const lists = fakeLists();
    const { queued, runner: webhook } = runner(lists.client);
    await webhook.run({ journey, action: action([{ Key: 'who', Value: '%Subscriber:EmailAddress%' }]), enrolments: [enrolment(1, 13)] });
    expect(lists.asked).toEqual([]);
    expect(queued[0].subscriber).toBeUndefined();
  });
});
