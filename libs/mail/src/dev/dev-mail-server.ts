import type { AddressInfo } from 'node:net';

import { MailboxStore } from '../mailbox/mailbox.store';
import { startDevSmtpServer } from './dev-smtp.server';
import { createInboxServer } from './inbox.http';

export interface DevMailServer {
  /** point SMTP_URL here */
  smtpUrl: string;
  /** the web inbox (and its JSON API under /api/messages) */
  inboxUrl: string;
  dir: string;
  close(): Promise<void>;
}

/** The local SMTP server and its web inbox over one mailbox directory, both on loopback (port 0: any free port). */
export async function startDevMailServer(options: { dir: string; smtpPort: number; inboxPort: number; host?: string }): Promise<DevMailServer> {
  const host = options.host ?? '127.0.0.1';
  const store = new MailboxStore(options.dir);
  const smtp = await startDevSmtpServer(store, host, options.smtpPort).catch((error: unknown) => {
    throw explainListenError(error, 'dev SMTP server', 'DEV_SMTP_PORT', options.smtpPort);
  });
  const inbox = createInboxServer(store);
  try {
    await new Promise<void>((resolve, reject) => {
      inbox.once('error', reject);
      inbox.listen(options.inboxPort, host, () => resolve());
    });
  } catch (error) {
    await smtp.close();
    throw explainListenError(error, 'dev mail inbox', 'MAIL_INBOX_PORT', options.inboxPort);
  }
  const origin = (port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    smtpUrl: `smtp://${origin(smtp.port)}`,
    inboxUrl: `http://${origin((inbox.address() as AddressInfo).port)}`,
    dir: options.dir,
    close: async () => {
      inbox.closeAllConnections();
      await Promise.all([smtp.close(), new Promise<void>((resolve) => inbox.close(() => resolve()))]);
    },
  };
}

/** A taken port is the likely failure (a second `npm start`, another local mail catcher): say how to move on. */
function explainListenError(error: unknown, what: string, variable: string, port: number): unknown {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') return error;
  return new Error(`${what}: port ${port} is in use. Set ${variable} (0 picks a free port), or set SMTP_URL to use a real SMTP server.`);
}
