import type { MailMessage, RawMailMessage } from './mail-message';

/**
 * The port every sender uses: SMTP in production, the local dev mailbox otherwise. `send` resolves with
 * the Message-ID once the message is accepted (by the SMTP server, or written to the mailbox) and rejects
 * when it is not, so the caller's retry decides what happens next.
 */
export interface Mailer {
  /** where mail goes, for logs and the start banner (never contains a password) */
  readonly description: string;
  send(message: MailMessage): Promise<string>;
  /** a pre-built message (same acceptance rules as `send`); resolves with its Message-ID */
  sendRaw(message: RawMailMessage): Promise<string>;
  close(): Promise<void>;
}

/** a service's mailer (MailModule.forService): sends through the transport and counts what it sent */
export const MAILER = Symbol('MAILER');

/** the application's one outbound transport behind every service's MAILER (a test may wrap its methods) */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
