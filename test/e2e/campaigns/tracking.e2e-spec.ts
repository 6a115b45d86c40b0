import { Client } from 'pg';

import { keyringFromEnvironment } from '@mail/secrets';
import { e2eEnv } from '@mail/testing';

import { sentCampaign, type SentCampaign } from '../../../apps/campaigns/test/campaign-fixture';
import { TrackingTokens, type TrackingTarget } from '../../../apps/campaigns/src/engagement/tracking-token';
import { email, listsUser, type ListsUser } from '../lists/lists-helpers';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };

// The public tracking paths over HTTP: edge → bus → campaigns (→ lists). The campaign was "sent" by writing its
// rows the way the delivery pipeline leaves them; the links are signed with the installation's keys.
describe('tracking links /t/<kind>/<token>', () => {
  const { baseUrl } = e2eEnv();
  const tokens = new TrackingTokens(keyringFromEnvironment());
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  let user: ListsUser;
  let listId: number;
  let sent: SentCampaign;

  const url = (kind: TrackingTarget['kind'], index = 0, linkId?: number) =>
    tokens.url(baseUrl, { kind, campaignId: sent.campaignId, run: 1, recipientId: sent.recipients[index].recipientId, ...(linkId ? { linkId } : {}) });
  const get = (target: string, init: RequestInit = {}) => fetch(target, { redirect: 'manual', ...init, headers: { ...BROWSER, ...(init.headers ?? {}) } });

  beforeAll(async () => {
    await db.connect();
    user = await listsUser();
    listId = await user.list();
    const subscribers = [];
    for (let i = 0; i < 2; i += 1) {
      const address = email('tracked');
      subscribers.push({ id: await user.subscriber(listId, address), email: address });
    }
    sent = await sentCampaign(async (sql, params) => (await db.query(sql, params)).rows, {
      userId: user.user.userId,
      listId,
      subscribers,
      urls: ['https://shop.example/spring-sale?utm=mail'],
    });
  });
  afterAll(() => db.end());

  it('the open pixel is an uncached 1×1 GIF', async () => {
    const res = await get(url('o'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([bytes.subarray(0, 6).toString('latin1'), bytes.readUInt16LE(6), bytes.readUInt16LE(8)]).toEqual(['GIF89a', 1, 1]);
  });

  it('a click redirects to the URL stored for the link, never to one from the request', async () => {
    const [link] = sent.links;
    const res = await get(`${url('c', 0, link.linkId)}?url=https://evil.example/`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(link.url);
  });

  it('a tampered or made-up token gets the 404 page, not an envelope or a redirect', async () => {
    const genuine = url('c', 0, sent.links[0].linkId);
    const tampered = genuine.replace(`/c/c.${sent.campaignId.toString(36)}.`, `/c/c.${(sent.campaignId + 1).toString(36)}.`);
    expect(tampered).not.toBe(genuine);
    for (const target of [tampered, `${baseUrl}/t/o/o.1.1.1.k1.AAAAAAAAAAAAAAAAAAAAAA`, `${baseUrl}/t/c/not-a-token`]) {
      const res = await get(target);
      const body = await res.text();
      expect([res.status, res.headers.get('content-type'), res.headers.get('location')]).toEqual([404, 'text/html; charset=utf-8', null]);
      expect(body).toContain('<h1>Link not found</h1>');
      expect(body).not.toContain('ErrorCode');
    }
  });

  it('unsubscribe: GET shows a confirmation form and changes nothing; the one-click POST unsubscribes', async () => {
    const address = sent.recipients[1].emailAddress;
    const status = async () => (await user.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).SubscriberInformation.SubscriptionStatus;

    const page = await get(url('u', 1));
    const html = await page.text();
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html).toContain('<form method="post">');
    expect(html).toContain(address);
    expect(await status()).toBe('Subscribed');

    // RFC 8058: what a mail client sends for List-Unsubscribe-Post: List-Unsubscribe=One-Click
    const res = await get(url('u', 1), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    expect(await status()).toBe('Unsubscribed');
  });
});
