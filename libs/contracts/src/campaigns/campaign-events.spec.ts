import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

import type { PayloadClass } from '../events/define-event';
import { Events } from '../events/domain-events';
import { SubscriberUnsubscribedPayload } from '../lists/subscriber-events';
import { CampaignEvents } from './campaign-events';

const failing = (payloadClass: PayloadClass<object>, payload: object) =>
  validateSync(plainToInstance(payloadClass, payload), { forbidUnknownValues: false }).map((e) => e.property);

const base = {
  userId: 1,
  campaignId: 2,
  emailId: 3,
  listId: 4,
  subscriberId: 5,
  emailAddress: 'a@example.com',
  occurredAt: '2030-01-02 03:04:05',
};

const samples = {
  EmailsDelivered: { userId: 1, campaignId: 2, emailId: 3, kind: 'campaign', occurredAt: '2030-01-02 03:04:05', subscriberIds: [5, 6] },
  EmailOpened: { ...base, machine: false, userAgent: 'Mail' },
  EmailClicked: { ...base, machine: true, url: 'https://example.com/a', linkId: 9 },
  EmailBounced: { ...base, bounceType: 'Hard', status: '5.1.1', source: 'dsn' },
  EmailComplained: { ...base, source: 'feedback-loop' },
};

describe('CampaignEvents', () => {
  it('publish on the subjects and versions the lists service consumes', () => {
    for (const name of ['EmailsDelivered', 'EmailOpened', 'EmailClicked', 'EmailBounced'] as const) {
      expect(CampaignEvents[name].subject).toBe(Events[name].subject);
      expect(CampaignEvents[name].version).toBe(Events[name].version);
    }
    expect(CampaignEvents.EmailComplained.subject).toBe('evt.campaigns.email.complained.v1');
  });

  it('accept a full payload, which also satisfies the consumer class', () => {
    for (const [name, payload] of Object.entries(samples))
      expect([name, failing(CampaignEvents[name as keyof typeof samples].payload, payload)]).toEqual([name, []]);
    for (const name of ['EmailsDelivered', 'EmailOpened', 'EmailClicked', 'EmailBounced'] as const)
      expect([name, failing(Events[name].payload, samples[name])]).toEqual([name, []]);
  });

  it('require every field campaigns always knows', () => {
    const { subscriberId: _s, emailId: _e, ...partial } = samples.EmailOpened;
    expect(failing(CampaignEvents.EmailOpened.payload, partial).sort()).toEqual(['emailId', 'subscriberId']);
    expect(failing(CampaignEvents.EmailClicked.payload, { ...samples.EmailClicked, url: undefined })).toEqual(['url']);
    expect(failing(CampaignEvents.EmailBounced.payload, { ...samples.EmailBounced, bounceType: 'Transient' })).toEqual(['bounceType']);
    expect(failing(CampaignEvents.EmailsDelivered.payload, { ...samples.EmailsDelivered, kind: 'transactional' })).toEqual(['kind']);
    expect(failing(CampaignEvents.EmailsDelivered.payload, { ...samples.EmailsDelivered, subscriberIds: [] })).toEqual(['subscriberIds']);
    expect(failing(Events.EmailsDelivered.payload, { ...samples.EmailsDelivered, subscriberIds: [5, 'x'] })).toEqual(['subscriberIds']);
  });

  it("leave an unsubscription through a campaign to lists' event, which carries the campaign and the email", () => {
    expect(failing(SubscriberUnsubscribedPayload, { ...base, campaignId: 'x' })).toEqual(['campaignId']);
    expect(failing(SubscriberUnsubscribedPayload, { ...base, status: 'Unsubscribed', channel: 'email' })).toEqual([]);
  });
});
