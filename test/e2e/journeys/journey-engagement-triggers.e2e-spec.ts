import { Client } from 'pg';

import { keyringFromEnvironment } from '@mail/secrets';
import { e2eEnv, unique } from '@mail/testing';

import { sentCampaign } from '../../../apps/campaigns/test/campaign-fixture';
import { TrackingTokens } from '../../../apps/campaigns/src/engagement/tracking-token';
import { email, journeysUser, type JourneysUser, waitFor } from './journeys-helpers';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };

/**
 * The engagement triggers from the real events of the services that own them: a campaign email's open, click and
 * attributed conversion (campaigns, through the edge's tracking links and event.track), the website events
 * identify, customEvent and conversion (tracking's event.track), RevenueHit on the subscriber's total revenue and
 * CustomFieldValueChanged with a Trigger_Value (lists). A journey watching the same events without the condition is
 * the barrier: once it has seen every event, the conditional journey's count is final.
 */
describe('journey engagement triggers', () => {
  const { baseUrl } = e2eEnv();
  const tokens = new TrackingTokens(keyringFromEnvironment());
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  let u: JourneysUser;
  let listId: number;

  beforeAll(async () => {
    await db.connect();
    u = await journeysUser();
    listId = await u.list();
  });
  afterAll(() => db.end());

  const total = async (journeyId: number) => Number((await u.get(journeyId)).body?.Journey?.JourneyStats?.TotalSubscribers);
  const enabledJourney = async (params: Record<string, unknown>) => {
    const id = await u.journey(params);
    await u.actions(id, [{ Action: 'ExitThisJourney' }]);
    await u.v1('GET', 'journey.enable', { JourneyID: id });
    return id;
  };
  const enrolled = (journeyId: number, n = 1) =>
    waitFor(
      () => total(journeyId),
      (v) => v >= n,
      30_000,
    );
  const subscriber = async (extra: Record<string, unknown> = {}) => {
    const address = email('t');
    const id = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1', ...extra })).SubscriberID);
    return { address, id };
  };
  const track = (params: Record<string, unknown>) => u.v1('POST', 'event', { ListID: listId, ...params });
  const conversion = (address: string, id: string, value: number) =>
    track({ Event: 'conversion', Email: address, Properties: { 'conversion-id': id, 'conversion-name': 'Order', 'conversion-value': value } });

  it('EmailOpen, EmailLinkClick and EmailConversion of a campaign email (that email or any)', async () => {
    const reader = await subscriber();
    const sent = await sentCampaign(async (sql, params) => (await db.query(sql, params)).rows, {
      userId: u.user.userId,
      listId,
      subscribers: [{ id: reader.id, email: reader.address }],
      urls: ['https://shop.example/spring'],
    });
    const onOpen = await enabledJourney({ Trigger: 'EmailOpen', Trigger_EmailID: sent.emailId });
    const otherEmail = Number((await u.ok('Email.Create')).EmailID);
    const onOtherOpen = await enabledJourney({ Trigger: 'EmailOpen', Trigger_EmailID: otherEmail });
    const onClick = await enabledJourney({ Trigger: 'EmailLinkClick', Trigger_EmailkID: 0 });
    const onConversion = await enabledJourney({ Trigger: 'EmailConversion', Trigger_EmailID: sent.emailId });
    const urls = tokens.urlsOf(baseUrl, { campaignId: sent.campaignId, run: 1, recipientId: sent.recipients[0].recipientId });

    expect((await fetch(urls('o'), { headers: BROWSER })).status).toBe(200);
    expect(await enrolled(onOpen)).toBe(1);
    expect((await fetch(urls('c', sent.links[0].linkId), { headers: BROWSER, redirect: 'manual' })).status).toBe(302);
    expect(await enrolled(onClick)).toBe(1);
    // the conversion is campaigns' (last click) before it is the trigger's
    expect((await conversion(reader.address, unique('order'), 25)).status).toBe(200);
    expect(await enrolled(onConversion)).toBe(1);
    expect(await total(onOtherOpen)).toBe(0);
  });

  it('identify, customEvent and conversion website events, with criteria on their properties', async () => {
    const onIdentify = await enabledJourney({ Trigger: 'WebsiteEvent_identify', Trigger_ListID: listId });
    const onCart = await enabledJourney({
      Trigger: 'WebsiteEvent_customEvent',
      Trigger_ListID: listId,
      Trigger_Criteria: [{ property: 'eventName', operator: 'equals', value: 'addToCart' }],
    });
    const onAnyCustom = await enabledJourney({ Trigger: 'WebsiteEvent_customEvent', Trigger_ListID: listId });
    const onBigOrder = await enabledJourney({
      Trigger: 'WebsiteEvent_conversion',
      Trigger_ListID: listId,
      Trigger_Criteria: [{ property: 'conversion-value', operator: 'greater than', value: 100 }],
    });
    const onAnyOrder = await enabledJourney({ Trigger: 'WebsiteEvent_conversion', Trigger_ListID: listId });

    const visitor = email('visitor');
    const identified = await track({ Event: 'identify', Email: visitor, IdentifyProperties: {} });
    expect(identified.status).toBe(200);
    expect(await enrolled(onIdentify)).toBe(1);

    const { address } = await subscriber();
    expect((await track({ Event: 'customEvent', Email: address, Properties: { eventName: 'wishlist' } })).status).toBe(200);
    expect((await track({ Event: 'customEvent', Email: address, Properties: { eventName: 'addToCart' } })).status).toBe(200);
    expect(await enrolled(onCart)).toBe(1);

    const buyer = await subscriber();
    expect((await conversion(buyer.address, unique('small'), 20)).status).toBe(200);
    const large = await subscriber();
    expect((await conversion(large.address, unique('large'), 250)).status).toBe(200);
    expect(await enrolled(onAnyOrder, 2)).toBe(2);
    expect(await enrolled(onBigOrder)).toBe(1);
    expect(await enrolled(onAnyCustom)).toBeGreaterThanOrEqual(1);
  });

  it('RevenueHit fires once, when the subscriber’s total revenue crosses Trigger_Value', async () => {
    const at50 = await enabledJourney({ Trigger: 'RevenueHit', Trigger_ListID: listId, Trigger_Value: 50 });
    const at75 = await enabledJourney({ Trigger: 'RevenueHit', Trigger_ListID: listId, Trigger_Value: 75 });
    const { address } = await subscriber();
    // 20, 40 (below), 60 (crosses 50), 80 (crosses 75, no longer 50): no single conversion reaches either threshold
    for (let i = 0; i < 4; i++) expect((await conversion(address, unique('o'), 20)).status).toBe(200);
    expect(await enrolled(at75)).toBe(1);
    expect(await total(at50)).toBe(1);
    // a subscriber far below the threshold enters neither
    const small = await subscriber();
    expect((await conversion(small.address, unique('o'), 10)).status).toBe(200);
    const barrier = await subscriber();
    expect((await conversion(barrier.address, unique('o'), 80)).status).toBe(200);
    expect(await enrolled(at75, 2)).toBe(2);
    expect(await total(at50)).toBe(2);
  });

  it('CustomFieldValueChanged with Trigger_Value enrols only on a change to that value', async () => {
    const fieldId = await u.field(listId);
    const onGold = await enabledJourney({ Trigger: 'CustomFieldValueChanged', Trigger_ListID: listId, Trigger_CustomFieldID: fieldId, Trigger_Value: 'gold' });
    const onAny = await enabledJourney({ Trigger: 'CustomFieldValueChanged', Trigger_ListID: listId, Trigger_CustomFieldID: fieldId });
    const { id } = await subscriber();
    const set = (value: string) => u.ok('Subscriber.Update', { SubscriberID: id, SubscriberListID: listId, Fields: { [`CustomField${fieldId}`]: value } });
    await set('silver');
    expect(await enrolled(onAny)).toBe(1);
    expect(await total(onGold)).toBe(0);
    // the first run ends before the next change (one active enrolment per subscriber and journey)
    await waitFor(
      () => u.get(onAny),
      (res) => Number(res.body?.Journey?.JourneyStats?.ActiveSubscribers) === 0,
      30_000,
    );
    await set('Gold');
    expect(await enrolled(onAny, 2)).toBe(2);
    expect(await total(onGold)).toBe(1);
  });
});
