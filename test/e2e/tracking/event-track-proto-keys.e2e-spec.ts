import { e2eEnv, type Encoding, unique } from '@mail/testing';

import { email, trackingUser, type TrackingUser } from './tracking-helpers';

/**
 * Property names and tracker UUIDs are anyone's (the public tracker): names Object.prototype has (`constructor`,
 * `__proto__`, `toString`) are stored and read back as plain names in every encoding, nested ones too.
 */
describe('event.track with keys named like Object.prototype members', () => {
  const { api } = e2eEnv();
  let u: TrackingUser;

  beforeAll(async () => {
    u = await trackingUser();
  });

  /** the read's JSON text parsed again: JSON.parse keeps `__proto__` as a key of its own */
  const parsed = <T>(text: string) => JSON.parse(text) as T;

  it.each<Encoding>(['json', 'form', 'multipart'])('stores properties named constructor, __proto__ and toString (%s)', async (encoding) => {
    const list = await u.list();
    const address = email('proto');
    const uuid = unique('visitor');
    const Properties = { constructor: 'c', ['__proto__']: 'p', toString: 't', nested: { ['__proto__']: 'n', constructor: 'm' } };
    const res = await api.v1(
      'POST',
      'event',
      { ListID: list, Event: 'customEvent', UUID: uuid, Email: address, Properties },
      { bearer: u.user.apiKey, encoding },
    );
    expect(res.status).toBe(200);

    const names = await u.v1('GET', 'website_events.properties', { ListID: list });
    const properties = new Map(Object.entries(parsed<{ Properties: Record<string, string[]> }>(names.text).Properties));
    expect(properties.get('customEvent')).toEqual(expect.arrayContaining(['constructor', '__proto__', 'tostring', 'nested']));

    const sub = await u.subscriberGet(list, address);
    type Event = { parameters: { keys: string[]; values: unknown[] } };
    const events = new Map(Object.entries(parsed<{ SubscriberWebsiteEvents: Record<string, Event[]> }>(sub.text).SubscriberWebsiteEvents));
    const { keys, values } = events.get(uuid)![0].parameters;
    const value = (name: string) => values[keys.indexOf(name)];
    expect([value('constructor'), value('__proto__'), value('tostring')]).toEqual(['c', 'p', 't']);
    expect(JSON.stringify(value('nested'))).toBe('{"__proto__":"n","constructor":"m"}');
  });

  it('keys Subscriber.Get events by tracker UUIDs named constructor and __proto__', async () => {
    const list = await u.list();
    const address = email('uuids');
    for (const UUID of ['constructor', '__proto__']) {
      const res = await u.v1('POST', 'event', { ListID: list, Event: 'pageView', UUID, Email: address, Properties: { url: `https://shop.example/${UUID}` } });
      expect(res.status).toBe(200);
    }
    const sub = await u.subscriberGet(list, address);
    expect(sub.status).toBe(200);
    const events = new Map(Object.entries(parsed<{ SubscriberWebsiteEvents: Record<string, { event: string }[]> }>(sub.text).SubscriberWebsiteEvents));
    expect([...events.keys()].sort()).toEqual(['__proto__', 'constructor']);
    expect(events.get('constructor')!.map((e) => e.event)).toEqual(['pageView']);
  });
});
