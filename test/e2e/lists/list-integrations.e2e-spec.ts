/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { e2eEnv, e2eMailInbox, e2eSql, linksIn } from '@mail/testing';

import { codes, email, FORMATS, listsUser, type ListsUser, succeeded, waitFor } from './lists-helpers';

interface Call {
  headers: IncomingHttpHeaders;
  body: string;
}

/** a loopback receiver answering the statuses given in turn (then 200), keeping every call */
async function receiver(statuses: number[] = []): Promise<{ server: Server; url: string; calls: Call[] }> {
  const calls: Call[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, calls };
}

const signature = (key: string, body: string) => `sha256=${createHmac('sha256', key).update(body, 'utf8').digest('hex')}`;

/** the HTML of HTMLCode lines as a browser gets it (the lines are entity-encoded by default) */
const decode = (lines: string[]) =>
  lines
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');

/** the form's action and the fields a browser would post (hidden values, the given inputs) */
function formOf(html: string, fill: Record<string, string>): { action: string; fields: URLSearchParams } {
  const action = /<form[^>]* action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = new URLSearchParams();
  for (const m of html.matchAll(/<input ([^>]*)>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(m[1])?.[1];
    const name = attr('name');
    if (!name || attr('type') === 'submit') continue;
    fields.append(name, fill[name] ?? attr('value') ?? '');
  }
  for (const m of html.matchAll(/<select [^>]*name="([^"]+)"/g)) if (fill[m[1]] !== undefined) fields.append(m[1], fill[m[1]]);
  return { action: action.replace(/&amp;/g, '&'), fields };
}

describe('listintegration.* (integration URLs and form generators)', () => {
  let u: ListsUser;
  let other: ListsUser;
  const servers: Server[] = [];
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  it.each(FORMATS)('addurl, geturls, deleteurls (%s)', async (format) => {
    const listId = await u.list();
    const added = await u.call('listintegration.addurl', { SubscriberListID: listId, URL: 'https://hooks.example.com/sub', Event: 'Subscribe' }, format);
    expect(succeeded(added)).toBe(true);
    const id = Number(added.body.WebServiceIntegrationID);
    expect(added.body.EventType).toBe('Subscribe');
    expect(added.body.ServiceURL).toBe('https://hooks.example.com/sub');
    await u.ok('listintegration.addurl', { SubscriberListID: listId, URL: 'https://hooks.example.com/unsub', Event: 'unsubscription' });

    const all = await u.call('listintegration.geturls', { SubscriberListID: listId }, format);
    expect(succeeded(all)).toBe(true);
    if (format === 'JSON') {
      expect(all.body.URLs).toHaveLength(2);
      expect(all.body.URLs[0]).toEqual(
        expect.objectContaining({ WebServiceIntegrationID: id, RelListID: listId, EventType: 'Subscribe', ServiceURL: 'https://hooks.example.com/sub' }),
      );
    }
    const subs = await u.ok('listintegration.geturls', { SubscriberListID: listId, Event: 'subscription' });
    expect(subs.URLs.map((r: { WebServiceIntegrationID: number }) => r.WebServiceIntegrationID)).toEqual([id]);
    // another user sees none of them and cannot delete them
    expect((await other.ok('listintegration.geturls', { SubscriberListID: listId })).URLs).toEqual([]);
    await other.ok('listintegration.deleteurls', { URLs: String(id) });
    expect((await u.ok('listintegration.geturls', { SubscriberListID: listId })).URLs).toHaveLength(2);

    expect(succeeded(await u.call('listintegration.deleteurls', { URLs: `${id},abc` }, format))).toBe(true);
    const left = await u.ok('listintegration.geturls', { SubscriberListID: listId });
    expect(left.URLs.map((r: { EventType: string }) => r.EventType)).toEqual(['unsubscription']);
  });

  it.each(FORMATS)('error codes (%s)', async (format) => {
    const listId = await u.list();
    const add = (p: Record<string, unknown>) => u.call('listintegration.addurl', p, format);
    expect(codes(await add({ URL: 'https://a.example.com', Event: 'Subscribe' }))).toEqual([1]);
    expect(codes(await add({ SubscriberListID: listId, Event: 'Subscribe' }))).toEqual([2]);
    expect(codes(await add({ SubscriberListID: listId, URL: 'https://a.example.com' }))).toEqual([3]);
    expect(codes(await add({ SubscriberListID: await other.list(), URL: 'https://a.example.com', Event: 'Subscribe' }))).toEqual([4]);
    expect(codes(await add({ SubscriberListID: 'abc', URL: 'https://a.example.com', Event: 'Subscribe' }))).toEqual([4]);
    expect(codes(await add({ SubscriberListID: listId, URL: 'ftp://a.example.com', Event: 'Subscribe' }))).toEqual([5]);
    expect(codes(await add({ SubscriberListID: listId, URL: 'http://10.0.0.1/hook', Event: 'Subscribe' }))).toEqual([5]);
    expect(codes(await add({ SubscriberListID: listId, URL: 'https://a.example.com', Event: 'Bounce' }))).toEqual([6]);
    expect(codes(await u.call('listintegration.deleteurls', {}, format))).toEqual([1]);
    expect(codes(await u.call('listintegration.geturls', {}, format))).toEqual([1]);
    expect(codes(await u.call('listintegration.testurl', {}, format))).toEqual([1]);
    expect(codes(await u.call('listintegration.testurl', { URL: 'http://169.254.169.254/latest' }, format))).toEqual([2]);
    expect(codes(await u.call('listintegration.generatesubscriptionformhtmlcode', {}, format))).toEqual([1]);
    expect(codes(await u.call('listintegration.generatesubscriptionformhtmlcode', { SubscriberListID: '-3' }, format))).toEqual([2]);
    expect(codes(await u.call('listintegration.generatesubscriptionformhtmlcode', { SubscriberListID: await other.list() }, format))).toEqual([3]);
    expect(codes(await u.call('listintegration.generateunsubscriptionformhtmlcode', {}, format))).toEqual([1]);
    expect(codes(await u.call('listintegration.generateunsubscriptionformhtmlcode', { SubscriberListID: await other.list() }, format))).toEqual([2]);
  });

  it.each(FORMATS)('testurl calls the URL once, signed, and reports the outcome (%s)', async (format) => {
    const ok = await receiver();
    const failing = await receiver([500]);
    servers.push(ok.server, failing.server);
    const res = await u.call('listintegration.testurl', { URL: ok.url }, format);
    expect(succeeded(res)).toBe(true);
    expect(ok.calls).toHaveLength(1);
    expect(JSON.parse(ok.calls[0].body)).toEqual(expect.objectContaining({ Event: 'test' }));
    expect(ok.calls[0].headers['x-list-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    const bad = await u.call('listintegration.testurl', { URL: failing.url }, format);
    expect(codes(bad)).toEqual([2]);
    expect(failing.calls).toHaveLength(1);
  });

  it('subscription and unsubscription events call the URLs, signed, retried until the receiver accepts', async () => {
    const subs = await receiver([500]);
    const unsubs = await receiver();
    servers.push(subs.server, unsubs.server);
    const listId = await u.list();
    const otherList = await u.list();
    const { SigningKey: subKey } = await u.ok('listintegration.addurl', { SubscriberListID: listId, URL: subs.url, Event: 'Subscribe' });
    const { SigningKey: unsubKey } = await u.ok('listintegration.addurl', { SubscriberListID: listId, URL: unsubs.url, Event: 'Unsubscribe' });
    await u.ok('listintegration.addurl', { SubscriberListID: otherList, URL: unsubs.url, Event: 'Subscribe' });
    // the key is read back to sign, so it is stored sealed, never as given
    const stored = await e2eSql<{ signing_key: string }>(`SELECT "signing_key" FROM "lists"."list_integration" WHERE "list_id" = $1`, [listId]);
    expect(stored.map((r) => r.signing_key.startsWith('sealed:') && !r.signing_key.includes(subKey))).toEqual([true, true]);

    const address = email('hook');
    const subscriberId = await u.subscriber(listId, address);
    // the first call answers 500: the job retries it
    await waitFor(
      async () => subs.calls.length,
      (n) => n >= 2,
      60_000,
    );
    expect(subs.calls.length).toBe(2);
    for (const [i, call] of subs.calls.entries()) {
      expect(call.headers['x-list-signature']).toBe(signature(subKey, call.body));
      expect(call.headers['x-list-attempt']).toBe(String(i + 1));
      expect(JSON.parse(call.body)).toEqual(
        expect.objectContaining({ Event: 'subscription', ListID: listId, SubscriberID: subscriberId, EmailAddress: address, SubscriptionStatus: 'Subscribed' }),
      );
    }
    expect(unsubs.calls).toHaveLength(0);

    await u.ok('Subscriber.Unsubscribe', { ListID: listId, EmailAddress: address, IPAddress: '203.0.113.5' });
    await waitFor(
      async () => unsubs.calls.length,
      (n) => n >= 1,
      30_000,
    );
    expect(unsubs.calls).toHaveLength(1);
    expect(unsubs.calls[0].headers['x-list-signature']).toBe(signature(unsubKey, unsubs.calls[0].body));
    expect(JSON.parse(unsubs.calls[0].body)).toEqual(expect.objectContaining({ Event: 'unsubscription', ListID: listId, SubscriberID: subscriberId }));
  });

  it.each(FORMATS)('the generated subscription form subscribes when posted (%s)', async (format) => {
    const listId = await u.list();
    const { CustomFieldID: city } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'City', FieldType: 'Single line' });
    const { CustomFieldID: plan } = await u.ok('CustomField.Create', {
      SubscriberListID: listId,
      FieldName: 'Plan',
      FieldType: 'Drop down',
      OptionLabel: ['Free', 'Pro'],
      OptionValue: ['free', 'pro'],
    });
    const res = await u.call(
      'listintegration.generatesubscriptionformhtmlcode',
      { SubscriberListID: listId, CustomFields: `${city},${plan}`, EmailAddressString: 'Your <email>', SubscribeButtonString: 'Join now' },
      format,
    );
    expect(succeeded(res)).toBe(true);
    if (format !== 'JSON') return;
    const lines = res.body.HTMLCode as string[];
    expect(lines[0]).toMatch(/^&lt;form action=&quot;/);
    const html = decode(lines);
    expect(html).toMatch(/>Your &(lt|#60);email&(gt|#62);<\/label>/);
    expect(html).toContain('value="Join now"');
    const address = email('form');
    const { action, fields } = formOf(html, { EmailAddress: address, [`CustomField${city}`]: 'Paris', [`CustomField${plan}`]: 'pro' });
    const { baseUrl } = e2eEnv();
    expect(new URL(action).pathname).toBe('/api.php');
    // posted as a browser posts a form, to the action's path on this suite's edge
    const posted = await fetch(`${baseUrl}${new URL(action).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    const reply = (await posted.json()) as Record<string, unknown>;
    expect(reply.Success).toBe(true);
    const sub = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address });
    expect(JSON.stringify(sub)).toContain('Paris');
    expect(JSON.stringify(sub)).toContain('"pro"');

    const plain = await u.ok('listintegration.generatesubscriptionformhtmlcode', { SubscriberListID: listId, HTMLSpecialChars: 'false' });
    expect(plain.HTMLCode[0]).toMatch(/^<form action="/);
  });

  it.each(FORMATS)('the generated unsubscription form unsubscribes when posted (%s)', async (format) => {
    const listId = await u.list();
    const address = email('unsub');
    await u.subscriber(listId, address);
    const res = await u.call('listintegration.generateunsubscriptionformhtmlcode', { SubscriberListID: listId, UnsubscribeButtonString: 'Opt out' }, format);
    expect(succeeded(res)).toBe(true);
    if (format !== 'JSON') return;
    const html = decode(res.body.HTMLCode as string[]);
    expect(html).toContain('name="FormValue_EmailAddress"');
    expect(html).toContain('value="Opt out"');
    const { action, fields } = formOf(html, { FormValue_EmailAddress: address });
    const { baseUrl } = e2eEnv();
    const path = new URL(action).pathname;
    const posted = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('unsubscribed');
    const sub = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address });
    expect(JSON.stringify(sub)).toContain('"Unsubscribed"');
    // a tampered token names no list
    expect((await fetch(`${baseUrl}${path}x`, { method: 'POST', body: fields.toString() })).status).toBe(404);
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(200);
  });
});

// reads the confirmation mail at the suite's dev SMTP server: skipped when the run has no inbox (E2E_MAIL_INBOX_URL unset)
(e2eMailInbox() ? describe : describe.skip)('listintegration.addurl on a double opt-in list', () => {
  let u: ListsUser;
  const servers: Server[] = [];
  beforeAll(async () => {
    u = await listsUser();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  it('a double opt-in subscription calls the URL when the address confirms, not before', async () => {
    const hook = await receiver();
    servers.push(hook.server);
    const listId = await u.list();
    await u.ok('List.Update', { SubscriberListID: listId, OptInMode: 'Double', SenderName: 'Team', SenderEmailAddress: 'team@shop.example' });
    await u.ok('listintegration.addurl', { SubscriberListID: listId, URL: hook.url, Event: 'subscription' });
    const address = email('dbl');
    const { api } = e2eEnv();
    const pending = await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: address, IPAddress: '8.8.8.8' });
    expect(pending.body.Subscriber.SubscriptionStatus).toBe('Opt-In Pending');
    const mail = await e2eMailInbox()!.waitFor(address);
    expect(hook.calls).toHaveLength(0);
    const [confirm] = linksIn(mail.text);
    expect((await fetch(confirm)).status).toBe(200);
    await waitFor(
      async () => hook.calls.length,
      (n) => n >= 1,
      30_000,
    );
    expect(JSON.parse(hook.calls[0].body)).toEqual(expect.objectContaining({ Event: 'subscription', EmailAddress: address, SubscriptionStatus: 'Subscribed' }));
  });
});
