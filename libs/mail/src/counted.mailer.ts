import { messagesFailed, messagesSent } from '@mail/ops';

import type { MailMessage, RawMailMessage } from './mail-message';
import type { Mailer } from './mailer';

/**
 * One service's view of the process's outbound mailer: every message it hands over is counted in
 * mail_messages_sent_total (accepted) or mail_messages_failed_total (refused), labelled with the service.
 * It delegates at each call, so the transport may be replaced or wrapped after it was built (tests do).
 */
export class CountedMailer implements Mailer {
  private readonly sent: { inc(): void };
  private readonly failed: { inc(): void };

  constructor(
    private readonly transport: Mailer,
    service: string,
  ) {
    this.sent = messagesSent.labels(service);
    this.failed = messagesFailed.labels(service);
  }

  get description(): string {
    return this.transport.description;
  }

  send(message: MailMessage): Promise<string> {
    return this.count(this.transport.send(message));
  }

  sendRaw(message: RawMailMessage): Promise<string> {
    return this.count(this.transport.sendRaw(message));
  }

  /** the transport belongs to the process (MailModule closes it once) */
  async close(): Promise<void> {}

  private async count(sending: Promise<string>): Promise<string> {
    try {
      const id = await sending;
      this.sent.inc();
      return id;
    } catch (error) {
      this.failed.inc();
      throw error;
    }
  }
}
