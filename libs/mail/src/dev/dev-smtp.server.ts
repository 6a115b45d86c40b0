import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { logger } from '@mail/config';

import type { MailboxStore } from '../mailbox/mailbox.store';

const log = logger('mail.dev-smtp');
const MAX_BYTES = 25 * 1024 * 1024;

/**
 * A real SMTP server for development and tests that accepts every message (any or no credentials, no TLS)
 * and keeps it in the mailbox instead of relaying it. Listens on loopback only.
 */
export async function startDevSmtpServer(store: MailboxStore, host: string, port: number): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    name: 'dev-mailbox',
    banner: 'development mailbox: nothing is relayed',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_BYTES,
    logger: false,
    // a pooled client keeps its connection open; closing should not wait the default 30 s for it
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'dev' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        store.save(Buffer.concat(chunks), envelope).then(
          (mail) => callback(null, `stored as ${mail.id}`),
          (error: Error) => {
            log.warn({ err: error }, 'could not store a message');
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  let listening = false;
  // listen failures reject below; later errors (a client's broken connection) are only worth a log line
  server.on('error', (error) => listening && log.warn({ err: error }, 'dev SMTP server error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  listening = true;
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
