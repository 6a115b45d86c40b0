import { request } from 'node:http';

import { e2eEnv, e2eMailInbox, linksIn } from '@mail/testing';

import { email, listsUser, type ListsUser, succeeded } from './lists-helpers';

const { api } = e2eEnv();
const inbox = e2eMailInbox();

/** clicks a link the way a browser does: a plain GET, no API key, no session */
async function click(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** a form POST with a Host header of the client's choosing (fetch always sends the real one) */
function postWithHost(url: string, host: string, form: Record<string, string>): Promise<number> {
  const body = new URLSearchParams(form).toString();
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      },
      (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

// Reads what arrived at the suite's dev SMTP server; skipped when the run has no inbox to read (E2E_MAIL_INBOX_URL unset).
(inbox ? describe : describe.skip)('double opt-in confirmation email', () => {
  let u: ListsUser;
  let listId: number;
  const status = async (address: string) =>
    (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).SubscriberInformation.SubscriptionStatus as string;

  beforeAll(async () => {
    u = await listsUser();
    listId = await u.list('Weekly <News> & Offers');
    await u.ok('List.Update', { SubscriberListID: listId, OptInMode: 'Double', SenderName: 'Shop Team', SenderEmailAddress: 'team@shop.example' });
  });

  it('Subscriber.Subscribe sends the confirmation email; its confirm link subscribes', async () => {
    const address = email('dbl');
    const res = await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: address, IPAddress: '8.8.8.8' });
    expect(res.body.Subscriber.SubscriptionStatus).toBe('Opt-In Pending');

    const mail = await inbox!.waitFor(address);
    expect(mail.envelopeTo).toEqual([address.toLowerCase()]);
    expect(mail.subject).toBe('Please confirm your subscription to Weekly <News> & Offers');
    expect(mail.from).toBe('"Shop Team" <team@shop.example>');
    expect(mail.html).toContain('Weekly &#60;News&#62; &#38; Offers');
    const [confirm, reject] = linksIn(mail.text);
    expect(confirm).toMatch(/Mode=Confirm/);
    expect(reject).toMatch(/Mode=Reject/);
    expect(mail.html).toContain(confirm.replace(/&/g, '&#38;'));

    const clicked = await click(confirm);
    expect(clicked.status).toBe(200);
    expect(clicked.body).toMatchObject({ Success: true, ProcessedMode: 'Confirm' });
    expect(await status(address)).toBe('Subscribed');
    // the link is spent: clicking again changes nothing and says so
    expect((await click(confirm)).body).toMatchObject({ Success: false, ErrorCode: 8 });
    expect((await click(reject)).body).toMatchObject({ Success: false, ErrorCode: 8 });
    expect(await status(address)).toBe('Subscribed');
  });

  it("builds the links from the platform's public address, never from the request's Host header", async () => {
    const address = email('host');
    const status = await postWithHost(`${api.baseUrl}/api.php`, 'evil.example', {
      Command: 'Subscriber.Subscribe',
      ListID: String(listId),
      EmailAddress: address,
      IPAddress: '8.8.8.8',
    });
    expect(status).toBe(200);
    const [confirm, reject] = linksIn((await inbox!.waitFor(address)).text);
    for (const link of [confirm, reject]) expect(link.startsWith(`${api.baseUrl}/api.php?Command=Subscriber.OptIn&`)).toBe(true);
    expect((await inbox!.waitFor(address)).html).not.toContain('evil.example');
  });

  it('the reject link unsubscribes the pending address', async () => {
    const address = email('rej');
    await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: address, IPAddress: '8.8.8.8' });
    const [, reject] = linksIn((await inbox!.waitFor(address)).text);
    expect((await click(reject)).body).toMatchObject({ Success: true, ProcessedMode: 'Reject' });
    expect(await status(address)).toBe('Unsubscribed');
  });

  it('a tampered code in the link is refused and changes nothing', async () => {
    const address = email('tamper');
    await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: address, IPAddress: '8.8.8.8' });
    const [confirm] = linksIn((await inbox!.waitFor(address)).text);
    const forged = confirm.replace(/ConfirmationCode=([0-9a-f])/, (_, c: string) => `ConfirmationCode=${c === '0' ? '1' : '0'}`);
    expect((await click(forged)).body).toMatchObject({ Success: false, ErrorCode: 4 });
    expect(await status(address)).toBe('Opt-In Pending');
  });

  it('Subscriber.Create of a pending subscriber on a Double list sends the email too; its confirm link subscribes', async () => {
    const address = email('create');
    const created = await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, Status: 'Opt-In Pending' });
    expect(created.SubscriberInformation.SubscriptionStatus).toBe('Opt-In Pending');
    const [confirm] = linksIn((await inbox!.waitFor(address)).text);
    expect(confirm).toContain(`SubscriberID=${created.SubscriberID}`);
    expect((await click(confirm)).body).toMatchObject({ Success: true, ProcessedMode: 'Confirm' });
    expect(await status(address)).toBe('Subscribed');
  });

  it('no email for SendConfirmationEmail=false, for a Subscribed create, or on a single opt-in list', async () => {
    const quiet = email('quiet');
    const subscribed = email('direct');
    const single = email('single');
    const singleList = await u.list();
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: quiet, Status: 'Opt-In Pending', SendConfirmationEmail: 'false' });
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: subscribed });
    await u.ok('Subscriber.Create', { ListID: singleList, EmailAddress: single, Status: 'Opt-In Pending' });
    expect(succeeded(await api.legacy('Subscriber.Subscribe', { ListID: singleList, EmailAddress: email('single'), IPAddress: '8.8.8.8' }))).toBe(true);
    // a later subscription's email arriving means the earlier events were handled too (one relay, in order)
    const marker = email('marker');
    await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: marker, IPAddress: '8.8.8.8' });
    await inbox!.waitFor(marker);
    for (const address of [quiet, subscribed, single]) expect(await inbox!.list(address)).toEqual([]);
  });
});
