import { DevInboxClient } from '@mail/mail';

export { DevInboxClient, linksIn } from '@mail/mail';

/**
 * The dev SMTP server's inbox the e2e run sends to (E2E_MAIL_INBOX_URL, set by the global setup when the suite
 * started its own dev mail server). Undefined when the run cannot see what arrived (mail goes to a real SMTP_URL).
 */
export function e2eMailInbox(): DevInboxClient | undefined {
  const url = process.env.E2E_MAIL_INBOX_URL;
  return url ? new DevInboxClient(url) : undefined;
}
