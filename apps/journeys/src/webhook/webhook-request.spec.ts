import { createHmac } from 'node:crypto';

import { namedFields, needsSubscriberFields, webhookRequest } from './webhook-request';

const call = { actionId: 7, userId: 3, journeyId: 5, journeyName: 'Welcome', enrolmentId: 11, stepNo: 2, subscriberId: 13, listId: 17, email: 'a@example.com' };
const subscriber = {
  fields: { CustomField4: 'gold', SubscriptionDate: '2026-11-01 10:00:00' },
  mergeTagAliases: { tier: 'CustomField4', city: 'CustomField9' },
};

describe('webhookRequest', () => {
  it('replaces the subscriber, journey and custom-field merge tags in the payload and the headers', () => {
    const params = {
      Payload: [
        { Key: 'who', Value: '%Subscriber:EmailAddress% (%Subscriber:SubscriberID%)' },
        { Key: 'tier', Value: '%Subscriber:CustomField4%/%Subscriber:tier%' },
        { Key: 'city', Value: '[%Subscriber:city%][%Subscriber:CustomField9%]' },
        { Key: 'since', Value: '%Subscriber:SubscriptionDate%' },
        { Key: 'journey', Value: '%Journey:JourneyName% #%Journey:JourneyID%' },
        { Key: 'other', Value: '%Unknown:Tag% 100%' },
      ],
      Headers: [{ Name: 'X-Tier', Value: '%Subscriber:tier%' }],
    };
    const { body, headers } = webhookRequest(params, call, subscriber);
    expect(JSON.parse(body)).toEqual({
      who: 'a@example.com (13)',
      tier: 'gold/gold',
      city: '[][]',
      since: '2026-11-01 10:00:00',
      journey: 'Welcome #5',
      other: '%Unknown:Tag% 100%',
    });
    expect(headers['X-Tier']).toBe('gold');
    expect(headers['x-journey-delivery']).toBe('11-2');
  });

  it('takes tag, key and header names like Object.prototype members as plain names', () => {
    const aliased = { fields: { CustomField4: 'gold' }, mergeTagAliases: { constructor: 'CustomField4' } };
    const params = {
      Payload: [
        { Key: 'alias', Value: '%Subscriber:constructor%' },
        { Key: '__proto__', Value: '[%Subscriber:toString%][%Journey:constructor%]' },
      ],
      Headers: [
        { Name: '__proto__', Value: 'p' },
        { Name: 'constructor', Value: '%Subscriber:constructor%' },
      ],
    };
    const { body, headers } = webhookRequest(params, call, aliased);
    expect(body).toBe('{"alias":"gold","__proto__":"[][%Journey:constructor%]"}');
    expect([headers.__proto__, headers.constructor]).toEqual(['p', 'gold']);
    const { body: queued } = webhookRequest({ Payload: [{ Key: 'x', Value: '%Subscriber:constructor%' }] }, call);
    expect(queued).toBe('{"x":"%Subscriber:constructor%"}');
  });

  it('sends the default fields without a payload, and signs the exact body with the secret', () => {
    const { body, headers } = webhookRequest({ Secret: 'k', SignatureHeader: 'X-Sig' }, call);
    expect(JSON.parse(body)).toEqual({ journey_id: 5, action_id: 7, subscriber_id: 13, list_id: 17, email_address: 'a@example.com' });
    expect(headers['X-Sig']).toBe(createHmac('sha256', 'k').update(body).digest('hex'));
  });

  it('asks lists for values only when a tag beyond the address and ids is named', () => {
    expect(needsSubscriberFields({ Payload: [{ Key: 'e', Value: '%Subscriber:EmailAddress% %Subscriber:ListID%' }] })).toBe(false);
    expect(needsSubscriberFields({ Payload: [{ Key: 'j', Value: '%Journey:JourneyName%' }] })).toBe(false);
    expect(needsSubscriberFields({ Payload: [{ Key: 't', Value: '%Subscriber:CustomField4%' }] })).toBe(true);
    expect(needsSubscriberFields({ Headers: [{ Name: 'X', Value: '%Subscriber:tier%' }] })).toBe(true);
    expect(needsSubscriberFields({})).toBe(false);
  });

  it('keeps of the subscriber only the values and aliases the tags name, and fills the same from them', () => {
    const params = { Payload: [{ Key: 'tier', Value: '%Subscriber:TIER% %Subscriber:SubscriptionDate% %Subscriber:CustomField7%' }] };
    const kept = namedFields(params, subscriber);
    expect(kept).toEqual({ fields: { CustomField4: 'gold', SubscriptionDate: '2026-11-01 10:00:00' }, mergeTagAliases: { tier: 'CustomField4' } });
    expect(webhookRequest(params, call, kept).body).toBe(webhookRequest(params, call, subscriber).body);
  });
});
