/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text: detailed shapes are asserted on the JSON pass only */
import { createHash } from 'node:crypto';

import { e2eEnv, unique } from '@mail/testing';

import { email, FORMATS, legacyCode, storedEvents, succeeded, trackingUser, type TrackingUser, v1Code, waitFor } from './tracking-helpers';

describe('event.track', () => {
  let u: TrackingUser;
  let other: TrackingUser;
  let listId: number;
  const track = (params: Record<string, unknown>, format?: 'JSON' | 'XML') => u.v1('POST', 'event', { ListID: listId, ...params }, format);

  beforeAll(async () => {
    [u, other] = await Promise.all([trackingUser(), trackingUser()]);
    listId = await u.list();
  });

  describe.each(FORMATS)('codes (%s)', (format) => {
    it.each([
      ['4: ListID missing', { ListID: undefined, Event: 'pageView' }, 4],
      ['4: ListID not an id', { ListID: 'abc', Event: 'pageView' }, 4],
      ['5: Event missing', { Event: ' ' }, 5],
      ['7: invalid Email', { Event: 'pageView', Email: 'not-an-address' }, 7],
      ['8: conversion without conversion-id', { Event: 'conversion', Properties: { 'conversion-name': 'Order', 'conversion-value': 5 } }, 8],
      ['9: conversion without conversion-name', { Event: 'conversion', Properties: { 'conversion-id': 'o-1', 'conversion-value': 5 } }, 9],
      ['10: conversion without conversion-value', { Event: 'conversion', Properties: { 'conversion-id': 'o-1', 'conversion-name': 'Order' } }, 10],
    ])('%s answers HTTP 422 with the code', async (_name, params, code) => {
      const res = await track(params, format);
      expect(res.status).toBe(422);
      expect(v1Code(res)).toBe(code);
    });

    it("4: another user's list", async () => {
      const res = await other.v1('POST', 'event', { ListID: listId, Event: 'pageView' }, format);
      expect([res.status, v1Code(res)]).toEqual([422, 4]);
    });

    it('the legacy command answers the same codes in the envelope', async () => {
      const res = await u.legacy('event.track', { ListID: listId, Event: '' }, format);
      expect(succeeded(res)).toBe(false);
      expect(legacyCode(res)).toBe(5);
    });

    it('answers status, uuid, external_id and identify_event_sent', async () => {
      const res = await track({ Event: 'pageView', ID: 'ext-0' }, format);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
      expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.external_id).toBe('ext-0');
      if (format === 'JSON') expect(res.body.identify_event_sent).toBe(false);
    });
  });

  it('answers code 99998 without credentials', async () => {
    const res = await e2eEnv().api.v1('POST', 'event', { ListID: listId, Event: 'pageView' });
    expect(v1Code(res)).toBe(99998);
  });

  it('generates a UUID when none of Email, ID, UUID is given, and keeps a given one', async () => {
    const a = (await track({ Event: 'pageView' })).body.uuid;
    const b = (await track({ Event: 'pageView' })).body.uuid;
    expect(a).not.toBe(b);
    expect((await track({ Event: 'pageView', UUID: 'visitor-kept' })).body.uuid).toBe('visitor-kept');
    expect(await storedEvents(listId, `"tracker_uuid" = $2`, [a])).toBe(1);
  });

  it('stores an event sent twice with the same UUID once; another event name or $insert_id is another event', async () => {
    const uuid = unique('dup');
    for (let i = 0; i < 3; i++) expect((await track({ Event: 'add_to_cart', UUID: uuid, Properties: { product: 'p1' } })).status).toBe(200);
    await track({ Event: 'checkout', UUID: uuid });
    await track({ Event: 'add_to_cart', UUID: uuid, Properties: { $insert_id: 'second' } });
    expect(await storedEvents(listId, `"tracker_uuid" = $2`, [uuid])).toBe(3);
  });

  it('isTest: true answers success and stores nothing, not even a conversion without its properties', async () => {
    const uuid = unique('test');
    const address = email('t');
    const res = await track({ Event: 'conversion', UUID: uuid, Email: address, Properties: { isTest: true } });
    expect(res.body.status).toBe('success');
    expect(await storedEvents(listId, `"tracker_uuid" = $2`, [uuid])).toBe(0);
    expect(succeeded(await u.subscriberGet(listId, address))).toBe(false);
  });

  it('stores the standard $ properties on every event, lower-cased', async () => {
    const uuid = unique('props');
    await track({ Event: 'pageView', UUID: uuid, Properties: { $pageTitle: 'Home', url: 'https://shop.example/' } });
    const res = await u.v1('GET', 'website_events.properties', { ListID: listId });
    expect(res.body.Properties.pageView).toEqual(expect.arrayContaining(['$browser', '$list_id', '$pagetitle', '$uuid', '$sent_at', '$viewport_width', 'url']));
  });

  describe('identify', () => {
    it('creates the subscriber with IdentifyProperties by alias or CustomField<ID> (alias wins, any casing, unknown keys dropped)', async () => {
      const list = await u.list();
      const alias = `First${unique('a').replace(/\W/g, '')}`;
      const first = await u.field(list, { MergeTagAlias: alias });
      const city = await u.field(list);
      const theirs = await other.field(await other.list());
      const address = email('identify');
      const res = await u.v1('POST', 'event', {
        ListID: list,
        Event: 'identify',
        Email: address,
        IdentifyProperties: {
          [`customfield${first}`]: 'by column',
          [alias.toUpperCase()]: 'by alias',
          [`CustomField${city}`]: 'Paris',
          [`CustomField${theirs}`]: 'x',
          nick: 'y',
        },
        Properties: { 'visible-only-in-events': 'z' },
      });
      expect(res.body).toMatchObject({ status: 'success', identify_event_sent: true });
      const sub = await u.subscriberGet(list, address);
      expect(succeeded(sub)).toBe(true);
      const info = sub.body.SubscriberInformation;
      expect(info[`CustomField${first}`]).toBe('by alias');
      expect(info[`CustomField${city}`]).toBe('Paris');
      expect(info[`CustomField${theirs}`]).toBeUndefined();
      expect(JSON.stringify(info)).not.toContain('visible-only-in-events');
    });

    it('updates an existing subscriber, and a new email on any event creates one', async () => {
      const list = await u.list();
      const field = await u.field(list);
      const address = email('known');
      await u.ok('Subscriber.Create', { ListID: list, EmailAddress: address, [`CustomField${field}`]: 'old' });
      await u.v1('POST', 'event', { ListID: list, Event: 'identify', Email: address, IdentifyProperties: { [`CustomField${field}`]: 'new' } });
      expect((await u.subscriberGet(list, address)).body.SubscriberInformation[`CustomField${field}`]).toBe('new');
      const fresh = email('fresh');
      const res = await u.v1('POST', 'event', { ListID: list, Event: 'pageView', Email: fresh });
      expect(res.body.identify_event_sent).toBe(true);
      expect(succeeded(await u.subscriberGet(list, fresh))).toBe(true);
      // the address is known now: no second identify
      expect((await u.v1('POST', 'event', { ListID: list, Event: 'pageView', Email: fresh })).body.identify_event_sent).toBe(false);
    });

    it("resolves ID through the list's unique field and through the SHA-256 of the email", async () => {
      const list = await u.list();
      const key = await u.field(list, { IsUnique: 'Yes' });
      const a = email('ida');
      const b = email('idb');
      await u.ok('Subscriber.Create', { ListID: list, EmailAddress: a, [`CustomField${key}`]: 'crm-42' });
      await u.ok('Subscriber.Create', { ListID: list, EmailAddress: b });
      const byField = unique('v');
      const byHash = unique('v');
      await u.v1('POST', 'event', { ListID: list, Event: 'purchase_page', ID: 'crm-42', UUID: byField });
      await u.v1('POST', 'event', { ListID: list, Event: 'purchase_page', ID: createHash('sha256').update(b).digest('hex'), UUID: byHash });
      expect(Object.keys((await u.subscriberGet(list, a)).body.SubscriberWebsiteEvents)).toEqual([byField]);
      expect(Object.keys((await u.subscriberGet(list, b)).body.SubscriberWebsiteEvents)).toEqual([byHash]);
    });
  });

  it("shows the subscriber's events in Subscriber.Get keyed by tracker UUID, earlier anonymous ones of that UUID included", async () => {
    const list = await u.list();
    const address = email('events');
    const uuid = unique('visitor');
    await u.v1('POST', 'event', { ListID: list, Event: 'pageView', UUID: uuid, Properties: { url: 'https://shop.example/a' } });
    await u.v1('POST', 'event', { ListID: list, Event: 'identify', UUID: uuid, Email: address });
    const events = (await u.subscriberGet(list, address)).body.SubscriberWebsiteEvents;
    expect(Object.keys(events)).toEqual([uuid]);
    expect(events[uuid].map((e: { event: string }) => e.event)).toEqual(['identify', 'pageView']);
    const page = events[uuid][1];
    expect(page.parameters.keys).toContain('url');
    expect(page.parameters.values[page.parameters.keys.indexOf('url')]).toBe('https://shop.example/a');
    expect(page.event_created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("makes a list's tracker fields real: EventTrackerJS, the tracker ids, LastEventTrackedAt", async () => {
    const list = await u.list();
    const before = (await u.ok('List.Get', { ListID: list })).List;
    expect(before.LastEventTrackedAt).toBe('');
    expect(before.EventListTrackerID).toMatch(/^[\w-]{16}$/);
    expect(before.EventUserTrackerID).toMatch(/^[\w-]{16}$/);
    expect(before.EventTrackerJS).toContain(`/tracker/${before.EventListTrackerID}/t.js`);
    await u.v1('POST', 'event', { ListID: list, Event: 'pageView' });
    const after = (await u.ok('List.Get', { ListID: list })).List;
    expect(after.LastEventTrackedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(after.EventListTrackerID).toBe(before.EventListTrackerID);
  });

  it("shows the list's property names in List.Get's EventTrackerProperties (JSON and XML)", async () => {
    const list = await u.list();
    expect((await u.ok('List.Get', { ListID: list })).List.EventTrackerProperties).toEqual([]);
    await u.v1('POST', 'event', { ListID: list, Event: 'pageView', Properties: { Color: 'red' } });
    await u.v1('POST', 'event', { ListID: list, Event: 'customEvent', Properties: { size: 'L', color: 'blue' } });
    const names: string[] = (await u.ok('List.Get', { ListID: list })).List.EventTrackerProperties;
    expect(names).toEqual(expect.arrayContaining(['$pagetitle', '$list_id', 'color', 'size']));
    expect(names).toEqual([...new Set(names)].sort());
    const xml = await u.legacy('List.Get', { ListID: list }, 'XML');
    expect(Object.values(xml.body.List.EventTrackerProperties)).toEqual(names);
  });

  it('adds conversion values to the TotalRevenue of the subscriber', async () => {
    const list = await u.list();
    const address = email('buyer');
    const conversion = (id: string, value: number) =>
      u.v1('POST', 'event', {
        ListID: list,
        Event: 'conversion',
        Email: address,
        Properties: { 'conversion-id': id, 'conversion-name': 'Order', 'conversion-value': value },
      });
    expect((await conversion('o-1', 20.5)).status).toBe(200);
    expect((await conversion('o-2', 9.5)).status).toBe(200);
    const revenue = await waitFor(
      async () => (await u.subscriberGet(list, address)).body.TotalRevenue,
      (v) => v === 30,
    );
    expect(revenue).toBe(30);
    for (const format of FORMATS) {
      const found = await u.legacy('Subscribers.Search', { ListID: list, Operator: 'and', RulesJSON: '' }, format);
      const subscribers = Object.values<Record<string, unknown>>(found.body.Subscribers);
      expect(subscribers.map((s) => [s.EmailAddress, Number(s.TotalRevenue)])).toEqual([[address, 30]]);
    }
  });
});
