import { Inject, Injectable } from '@nestjs/common';

import { MAILER, type Mailer } from '@mail/mail';

import type { RenderedMessage } from '../rendering/campaign-content';
import type { CampaignMessageRenderer } from '../rendering/campaign-message.compiler';
import type { ClaimedRecipient, SendOutcome } from './recipient.repository';
import { outcomeOfError } from './smtp-outcome';

/** Renders and sends a claimed batch through the mailer's connection pool, all messages in flight together. */
@Injectable()
export class CampaignMessageSender {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  send(batch: ClaimedRecipient[], render: CampaignMessageRenderer): Promise<SendOutcome[]> {
    const now = new Date();
    return Promise.all(
      batch.map(async (recipient): Promise<SendOutcome> => {
        let message: RenderedMessage;
        try {
          message = render(recipient, now);
        } catch (error) {
          return { id: recipient.id, state: 'failed', error: `the message could not be rendered: ${(error as Error).message}` };
        }
        try {
          const messageId = await this.mailer.sendRaw({
            envelope: { from: message.envelopeFrom, to: recipient.emailAddress },
            raw: message.raw,
            messageId: message.messageId,
          });
          return { id: recipient.id, state: 'sent', messageId };
        } catch (error) {
          return outcomeOfError(recipient.id, recipient.attempts, error);
        }
      }),
    );
  }
}
