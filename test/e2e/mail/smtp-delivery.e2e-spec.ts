import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  type DkimKey,
  DevInboxClient,
  type DevMailServer,
  type Mailer,
  MailboxMailer,
  MailboxStore,
  PipelinedSmtpMailer,
  SmtpMailer,
  startDevMailServer,
} from '@mail/mail';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const message = (to: string, subject: string) => ({
  from: { name: 'Shop', address: 'team@shop.example' },
  to: { address: to },
  subject,
  text: 'plain body',
  html: '<p>html body</p><script>x()</script>',
});

// both SMTP clients (SMTP_CLIENT): each must deliver alike
const clients: [string, (url: string, dkim?: DkimKey) => Mailer][] = [
  ['nodemailer', (url, dkim) => new SmtpMailer(url, dkim)],
  ['pipelined', (url, dkim) => new PipelinedSmtpMailer(url, { dkim })],
];

// The mail library against a real SMTP conversation: its own dev mail server in a scratch directory.
describe('outbound SMTP through the dev mail server', () => {
  let server: DevMailServer;
  let inbox: DevInboxClient;
  const mailers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    server = await startDevMailServer({ dir: mkdtempSync(join(tmpdir(), 'mail-')), smtpPort: 0, inboxPort: 0 });
    inbox = new DevInboxClient(server.inboxUrl);
  });
  afterAll(async () => {
    await Promise.all(mailers.map((m) => m.close()));
    await server.close();
  });

  it.each(clients)('delivers over the pool (%s) with credentials and a DKIM signature; the inbox serves it parsed and raw', async (name, createMailer) => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const mailer = createMailer(server.smtpUrl.replace('smtp://', 'smtp://user:secret@'), { domainName: 'shop.example', keySelector: 's1', privateKey });
    mailers.push(mailer);
    expect(mailer.description).not.toContain('secret');
    const messageId = await mailer.send({ ...message(`Reader.${name}@Example.com`, 'Signed'), messageId: `<fixed.${name}@shop.example>` });
    expect(messageId).toBe(`<fixed.${name}@shop.example>`);

    const mail = await inbox.waitFor(`reader.${name}@example.com`);
    expect(mail).toMatchObject({ subject: 'Signed', from: '"Shop" <team@shop.example>', envelopeFrom: 'team@shop.example', text: 'plain body' });
    expect(mail.headers['dkim-signature']).toMatch(/d=shop\.example;.*s=s1;/s);
    const raw = await fetch(`${server.inboxUrl}/messages/${mail.id}.eml`);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(await raw.text()).toContain(`Message-ID: <fixed.${name}@shop.example>`);
    const html = await fetch(`${server.inboxUrl}/messages/${mail.id}/html`);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it('refuses anything but reading known messages', async () => {
    expect((await fetch(`${server.inboxUrl}/messages/..%2f..%2fetc%2fpasswd.eml`)).status).toBe(404);
    expect((await fetch(`${server.inboxUrl}/api/messages/nope`)).status).toBe(404);
    expect((await fetch(`${server.inboxUrl}/api/messages`, { method: 'POST' })).status).toBe(405);
  });

  it.each(clients)(
    'a send while the SMTP server is down fails (%s; so the caller retries) and the same mailer delivers once it is up',
    async (name, createMailer) => {
      const port = await freePort();
      const mailer = createMailer(`smtp://127.0.0.1:${port}`);
      await expect(mailer.send(message(`late.${name}@example.com`, 'Late'))).rejects.toThrow();
      const later = await startDevMailServer({ dir: server.dir, smtpPort: port, inboxPort: 0 });
      try {
        await mailer.send(message(`late.${name}@example.com`, 'Late'));
        expect((await inbox.waitFor(`late.${name}@example.com`)).subject).toBe('Late');
      } finally {
        await mailer.close();
        await later.close();
      }
    },
  );

  it('without any SMTP server, a service writes straight into the mailbox the inbox reads', async () => {
    const mailer = new MailboxMailer(new MailboxStore(server.dir));
    mailers.push(mailer);
    await mailer.send(message('direct@example.com', 'Direct'));
    expect((await inbox.waitFor('direct@example.com')).subject).toBe('Direct');
  });
});
