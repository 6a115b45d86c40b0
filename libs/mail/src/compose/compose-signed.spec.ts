import { generateKeyPairSync } from 'node:crypto';

import { authenticate } from 'mailauth';
import { simpleParser } from 'mailparser';

import type { MailMessage } from '../mail-message';
import { composeSigned } from './compose-signed';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkim = { domainName: 'shop.test', keySelector: 'gw1', privateKey };
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

async function dkimResults(raw: string): Promise<string[]> {
  const { dkim: verdict } = await authenticate(Buffer.from(raw), {
    ip: '127.0.0.1',
    helo: 'localhost',
    sender: 'sender@example.com',
    disableArc: true,
    disableBimi: true,
    resolver: async (name: string, type: string) => {
      if (type === 'TXT' && name === 'gw1._domainkey.shop.test') return [[record]];
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    },
  });
  return verdict.results.map((r) => `${r.signingDomain}:${r.status.result}`);
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  from: { name: 'Shop', address: 'orders@shop.test' },
  to: [{ address: 'buyer@example.com' }],
  subject: 'Your receipt',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
  headers: { 'X-Gateway-Message-ID': 'm1', 'x-order': '42' },
  messageId: '<m1@shop.test>',
  dkim,
  ...overrides,
});

describe(composeSigned.name, () => {
  it('writes a text and HTML message a receiver verifies (mailauth) and a parser reads back', async () => {
    const raw = (await composeSigned(message()))!;
    expect(await dkimResults(raw)).toEqual(['shop.test:pass']);
    const parsed = await simpleParser(raw);
    expect(parsed.text?.trim()).toBe('Thank you for your order.');
    expect(parsed.html).toContain('<p>Thank you for your order.</p>');
    expect(parsed.from?.value[0]).toEqual({ name: 'Shop', address: 'orders@shop.test' });
    expect(parsed.messageId).toBe('<m1@shop.test>');
    expect(parsed.headers.get('x-gateway-message-id')).toBe('m1');
    expect(raw).toMatch(/^X-Order: 42\r$/m);
  });

  it('encodes non-ASCII and long-lined bodies quoted-printable, with spaces the relaxed body hash folds, still verifying', async () => {
    const text = `Grüße —   danke.  \n${'lang '.repeat(300)}\n\n\n`;
    const html = `<p>Prix : 12 €</p>\n.starts with a dot\n`;
    const raw = (await composeSigned(
      message({ text, html, cc: [{ name: 'Ops, Team', address: 'ops@example.com' }], replyTo: { address: 'help@shop.test' } }),
    ))!;
    expect(raw).toMatch(/Content-Transfer-Encoding: quoted-printable/);
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expect(await dkimResults(raw)).toEqual(['shop.test:pass']);
    const parsed = await simpleParser(raw);
    expect(parsed.text).toBe(text);
    expect(parsed.html).toContain('12 €');
    expect(parsed.cc && !Array.isArray(parsed.cc) ? parsed.cc.value[0] : undefined).toEqual({ name: 'Ops, Team', address: 'ops@example.com' });
    expect(parsed.replyTo?.text).toBe('help@shop.test');
  });

  it('writes a text-only or HTML-only message as a single part, and never a Bcc', async () => {
    const textOnly = (await composeSigned(message({ html: undefined, bcc: [{ address: 'audit@example.com' }] })))!;
    expect(textOnly).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(textOnly).not.toMatch(/audit@example.com/);
    expect(await dkimResults(textOnly)).toEqual(['shop.test:pass']);
    const htmlOnly = (await composeSigned(message({ text: '' })))!;
    expect(htmlOnly).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(await dkimResults(htmlOnly)).toEqual(['shop.test:pass']);
  });

  it('makes the same body bytes for the same content (composed once), each message signed on its own', async () => {
    const [a, b] = await Promise.all([composeSigned(message()), composeSigned(message({ messageId: '<m2@shop.test>' }))]);
    const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n'));
    expect(bodyOf(a!)).toBe(bodyOf(b!));
    expect(await dkimResults(b!)).toEqual(['shop.test:pass']);
  });

  it('leaves other shapes to nodemailer: attachments, non-ASCII headers or names', async () => {
    expect(await composeSigned(message({ attachments: [{ filename: 'a.txt', content: Buffer.from('a') }] }))).toBeUndefined();
    expect(await composeSigned(message({ subject: 'Ihre Bestätigung' }))).toBeUndefined();
    expect(await composeSigned(message({ from: { name: 'Boutique Éla', address: 'orders@shop.test' } }))).toBeUndefined();
    expect(await composeSigned(message({ headers: { 'X-Note': 'café' } }))).toBeUndefined();
  });

  it('leaves to nodemailer what it would fold or merge: a header line over 998 characters, a name given twice', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ address: `buyer${i}@example-with-a-long-domain-name.com` }));
    expect(await composeSigned(message({ to: many }))).toBeUndefined();
    expect(await composeSigned(message({ headers: { 'X-Note': 'x'.repeat(991) } }))).toBeUndefined();
    expect(await composeSigned(message({ headers: { 'x-gateway-message-id': 'm1', 'X-Gateway-Message-ID': 'm2' } }))).toBeUndefined();
    expect(await composeSigned(message({ to: many.slice(0, 5) }))).toBeDefined();
  });
});
