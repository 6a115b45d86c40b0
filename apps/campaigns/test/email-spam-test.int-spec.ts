import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

import { Caller } from '@mail/kit';

import type { EmailRepository } from '../src/emails/email.repository';
import type { EmailRow } from '../src/emails/email.row';
import { EmailSpamTestService } from '../src/emails/email-spam-test/email-spam-test.service';
import type { UserFieldsClient } from '../src/emails/user-fields.client';

const row = {
  id: '5',
  user_id: 1,
  subject: 'Hello %Subscriber:EmailAddress% from %User:CompanyName%',
  html_content: '<p>Hi</p><a href="%Link:Unsubscribe%">u</a>',
  plain_content: 'Hi %Link:Unsubscribe%',
  preheader_text: '',
  from_name: 'News',
  from_email: 'news@example.com',
  sender_domain: '',
  reply_to_name: '',
  reply_to_email: '',
} as EmailRow;

const request = {
  command: 'Email.SpamTest',
  params: { emailid: '5' },
  auth: { kind: 'user' as const, userId: 1, via: 'apikey' as const, permissions: '*' as const },
  requestId: 'r',
  meta: { ip: '127.0.0.1' },
};

/** A spamd stand-in speaking SPAMC/1.5 over TCP: it records what it received and answers a fixed REPORT. */
function fakeSpamd(reply: string): Promise<{ server: Server; url: string; received: Promise<string> }> {
  let receive: (text: string) => void;
  const received = new Promise<string>((resolve) => (receive = resolve));
  const server = createServer((socket: Socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      receive(Buffer.concat(chunks).toString('utf8'));
      socket.end(reply);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `tcp://127.0.0.1:${(server.address() as AddressInfo).port}`, received })),
  );
}

describe(EmailSpamTestService.name, () => {
  /** the service's settings as read at boot; each case sets the spamd it talks to */
  const config: { spamdUrl?: string; mailFrom: string } = { mailFrom: 'noreply@localhost' };
  const service = new EmailSpamTestService(
    { findOwned: async (_userId: number, id: number) => (id === 5 ? row : undefined) } as unknown as EmailRepository,
    { fieldsOf: async () => ({ CompanyName: 'Shop & Co' }) } as unknown as UserFieldsClient,
    config,
  );
  afterEach(() => void delete config.spamdUrl);

  it('scores the rendered message with the built-in rules when SPAMD_URL is unset', async () => {
    delete config.spamdUrl;
    const { TestResults } = await service.run(request.params, Caller.of(request));
    // the sample email has its unsubscribe link, a plain part and a calm subject: nothing fires
    expect(TestResults).toMatchObject({ SpamStatus: 'No', Score: 0, Threshold: 5 });
    expect(TestResults.Details).toContain('built-in rules (SPAMD_URL is not set)');
    expect(TestResults.Details).toContain('(no rule fired)');
  });

  it("sends the rendered message with REPORT and answers spamd's verdict", async () => {
    const spamd = await fakeSpamd('SPAMD/1.1 0 EX_OK\r\nContent-length: 40\r\nSpam: False ; 1.3 / 5.0\r\n\r\n 1.3 HTML_MESSAGE BODY: HTML included\r\n');
    config.spamdUrl = spamd.url;
    try {
      const result = await service.run(request.params, Caller.of(request));
      expect(result).toEqual({ TestResults: { SpamStatus: 'No', Score: 1.3, Threshold: 5, Details: '1.3 HTML_MESSAGE BODY: HTML included' } });
      const sent = await spamd.received;
      const [head, message] = [sent.slice(0, sent.indexOf('\r\n\r\n')), sent.slice(sent.indexOf('\r\n\r\n') + 4)];
      expect(head).toBe(`REPORT SPAMC/1.5\r\nContent-length: ${Buffer.byteLength(message)}`);
      expect(message).toMatch(/^Subject: Hello recipient@example\.org from Shop & Co$/m);
      expect(message).not.toContain('%Link:Unsubscribe%');
    } finally {
      spamd.server.close();
    }
  });

  it('answers 3 when spamd cannot be reached or answers an error', async () => {
    const spamd = await fakeSpamd('SPAMD/1.0 76 Bad header line\r\n\r\n');
    config.spamdUrl = spamd.url;
    try {
      await expect(service.run(request.params, Caller.of(request))).rejects.toMatchObject({ failure: { errors: [{ code: 3 }] } });
    } finally {
      spamd.server.close();
    }
    config.spamdUrl = 'tcp://127.0.0.1:1';
    await expect(service.run(request.params, Caller.of(request))).rejects.toMatchObject({ failure: { errors: [{ code: 3 }] } });
  });

  it('answers 2 for an email that is not the caller’s', async () => {
    await expect(service.run({ emailid: '6' }, Caller.of(request))).rejects.toMatchObject({ failure: { errors: [{ code: 2 }] } });
  });
});
