import { unique } from '@mail/testing';

import { email, trackingUser, type TrackingUser } from './tracking-helpers';

interface ShownEvent {
  event: string;
  parameters: { keys: string[]; values: unknown[] };
}

/** Subscriber.Get's SubscriberWebsiteEvents: the latest 100 of the identified events and of the linked UUIDs' ones. */
describe('Subscriber.Get website events', () => {
  let u: TrackingUser;

  beforeAll(async () => {
    u = await trackingUser();
  });

  it("shows the newest 100 across the subscriber's identified events and its visitor's earlier anonymous ones", async () => {
    const list = await u.list();
    const address = email('capped');
    const visitor = unique('visitor');
    const track = (params: Record<string, unknown>) => u.v1('POST', 'event', { ListID: list, ...params });
    // one $insert_id per event: the same UUID, event name and insert id make one event
    for (let n = 0; n < 60; n++) expect((await track({ Event: 'pageView', UUID: visitor, Properties: { n, $insert_id: `view-${n}` } })).status).toBe(200);
    expect((await track({ Event: 'identify', UUID: visitor, Email: address })).status).toBe(200);
    for (let n = 0; n < 60; n++) expect((await track({ Event: 'purchase_page', Email: address, Properties: { n, $insert_id: `buy-${n}` } })).status).toBe(200);

    const byTracker: Record<string, ShownEvent[]> = (await u.subscriberGet(list, address)).body.SubscriberWebsiteEvents;
    const shown = Object.values(byTracker).flat();
    expect(shown).toHaveLength(100);
    const numbers = (name: string) =>
      shown
        .filter((e) => e.event === name)
        .map((e) => Number(e.parameters.values[e.parameters.keys.indexOf('n')]))
        .sort((a, b) => a - b);
    // all 60 identified events, the identify event once (it is both identified and the visitor's), and the 39
    // newest anonymous page views: the 21 oldest fall past the cap
    expect(numbers('purchase_page')).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(shown.filter((e) => e.event === 'identify')).toHaveLength(1);
    expect(numbers('pageView')).toEqual(Array.from({ length: 39 }, (_, i) => i + 21));
    expect(byTracker[visitor].map((e) => e.event).slice(0, 1)).toEqual(['identify']);
  });
});
