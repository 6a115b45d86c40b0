import { changesMessage, messageFacts } from './message-facts';
import type { StoredEvent } from './stored-event';

const event = (over: Partial<StoredEvent>): StoredEvent => ({
  eventTime: new Date('2026-11-23T10:00:00Z'),
  eventId: 'e1',
  key: '1/e1',
  campaignId: 1,
  messageId: 7,
  providerMessageId: 'p7',
  subscriberId: 3,
  event: 'clicked',
  source: 'link',
  url: 'https://example.com',
  isBot: false,
  gatewayStatus: '',
  errorCode: '',
  carrier: '',
  country: 'US',
  senderId: 'ACME',
  deviceType: '',
  browser: '',
  os: '',
  parts: 0,
  cost: null,
  currency: '',
  ...over,
});

describe(changesMessage.name, () => {
  it('leaves a message alone when its batch holds only bots’ clicks', () => {
    const [facts] = messageFacts([event({ isBot: true }), event({ eventId: 'e2', key: '1/e2', isBot: true })]);
    expect(changesMessage(facts)).toBe(false);
  });

  it('writes a human click, a status, a carrier or parts', () => {
    expect(messageFacts([event({})]).map(changesMessage)).toEqual([true]);
    expect(messageFacts([event({ event: 'delivered', source: 'provider', isBot: false })]).map(changesMessage)).toEqual([true]);
    expect(messageFacts([event({ isBot: true, carrier: 'Bench Mobile' })]).map(changesMessage)).toEqual([true]);
    expect(messageFacts([event({ event: 'replied', source: 'provider', parts: 2 })]).map(changesMessage)).toEqual([true]);
  });
});
