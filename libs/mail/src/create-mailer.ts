import { join } from 'node:path';

import { env, logger } from '@mail/config';

import { MailboxMailer } from './mailbox/mailbox.mailer';
import { MailboxStore } from './mailbox/mailbox.store';
import type { Mailer } from './mailer';
import { dkimFromEnv } from './smtp/dkim-config';
import { SmtpMailer } from './smtp/smtp.mailer';

/** SMTP_URL set: pooled SMTP. Unset: the dev mailbox in DATA_DIR/mail (the suite points SMTP_URL at its dev SMTP server). */
export function createMailer(): Mailer {
  const smtpUrl = env('SMTP_URL');
  const dkim = dkimFromEnv();
  const mailer = smtpUrl ? new SmtpMailer(smtpUrl, dkim) : new MailboxMailer(new MailboxStore(join(env('DATA_DIR')!, 'mail')), dkim);
  logger('mail').info({ to: mailer.description, dkim: dkim ? `${dkim.keySelector}._domainkey.${dkim.domainName}` : 'off' }, 'outbound mail');
  return mailer;
}
