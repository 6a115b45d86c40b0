import { join } from 'node:path';

import { env, envInt, logger } from '@mail/config';

import { MailboxMailer } from './mailbox/mailbox.mailer';
import { MailboxStore } from './mailbox/mailbox.store';
import type { Mailer } from './mailer';
import { dkimFromEnv } from './smtp/dkim-config';
import { dkimSignerFromEnv } from './smtp/dkim-signer';
import { PipelinedSmtpMailer } from './smtp/pipelined-smtp.mailer';
import { SmtpMailer } from './smtp/smtp.mailer';

/**
 * SMTP_URL set: pooled SMTP, by the client SMTP_CLIENT names. Unset: the dev mailbox in DATA_DIR/mail (the suite
 * points SMTP_URL at its dev SMTP server).
 */
export function createMailer(): Mailer {
  const smtpUrl = env('SMTP_URL');
  const dkim = dkimFromEnv();
  const mailer = smtpUrl ? smtpMailer(smtpUrl, env('SMTP_CLIENT')!, dkim) : new MailboxMailer(new MailboxStore(join(env('DATA_DIR')!, 'mail')), dkim);
  logger('mail').info({ to: mailer.description, dkim: dkim ? `${dkim.keySelector}._domainkey.${dkim.domainName}` : 'off' }, 'outbound mail');
  return mailer;
}

function smtpMailer(smtpUrl: string, client: string, dkim: ReturnType<typeof dkimFromEnv>): Mailer {
  if (client === 'nodemailer') return new SmtpMailer(smtpUrl, dkim);
  if (client === 'pipelined') return new PipelinedSmtpMailer(smtpUrl, { maxConnections: envInt('SMTP_MAX_CONNECTIONS'), dkim, signer: dkimSignerFromEnv() });
  throw new Error(`SMTP_CLIENT must be pipelined or nodemailer, not ${JSON.stringify(client)}`);
}
