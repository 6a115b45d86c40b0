import { join } from 'node:path';

import { env, envInt } from '@mail/config';

import { startDevMailServer } from './dev/dev-mail-server';

/**
 * The dev mail server as its own process, for a distributed run without a real SMTP server:
 *   node libs/mail/dist/dev-server-main.js      then SMTP_URL=<printed smtp url> for every service
 */
async function main(): Promise<void> {
  const server = await startDevMailServer({
    dir: join(env('DATA_DIR')!, 'mail'),
    smtpPort: envInt('DEV_SMTP_PORT'),
    inboxPort: envInt('MAIL_INBOX_PORT'),
    host: env('DEV_SMTP_HOST'),
  });
  process.stdout.write(`dev mail server: SMTP ${server.smtpUrl}, inbox ${server.inboxUrl}, messages in ${server.dir}\n`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  process.stderr.write(`dev mail server failed to start: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
