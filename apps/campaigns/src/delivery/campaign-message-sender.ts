import { Inject, Injectable } from '@nestjs/common';

import { MAILER, type Mailer } from '@mail/mail';

import type { RenderedMessage } from '../rendering/campaign-content';
import type { CampaignMessageRenderer } from '../rendering/campaign-message.compiler';
import { DELIVERY_CONFIG, type DeliveryConfig } from './delivery.config';
import { MessageSlots } from './message-slots';
import type { ClaimedRecipient, SendOutcome } from './recipient.repository';
import { outcomeOfError } from './smtp-outcome';

/**
 * Renders and sends a claimed batch through the mailer's connection pool. A message is rendered only once it has a
 * slot of the process's send window (MessageSlots, DELIVERY_MESSAGES_IN_FLIGHT) and lets it go when the server
 * answered: the pool always has messages waiting, yet no batch is rendered whole ahead of its sends.
 */
@Injectable()
export class CampaignMessageSender {
  private readonly slots: MessageSlots;

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(DELIVERY_CONFIG) config: DeliveryConfig,
  ) {
    this.slots = new MessageSlots(config.messagesInFlight);
  }

  /** one outcome per recipient of the batch, in its order */
  async send(batch: ClaimedRecipient[], render: CampaignMessageRenderer): Promise<SendOutcome[]> {
    const now = new Date();
    const outcomes = new Array<SendOutcome>(batch.length);
    let next = 0;
    // a lane holds one slot and sends one message at a time, recipients in the batch's order, until the batch has
    // none left; slots go to lanes in the order they asked, so an earlier batch is sent before a later one
    const lane = async (): Promise<void> => {
      await this.slots.acquire();
      try {
        while (next < batch.length) {
          const index = next++;
          outcomes[index] = await this.sendOne(batch[index], render, now);
        }
      } finally {
        this.slots.release();
      }
    };
    await Promise.all(Array.from({ length: Math.min(batch.length, this.slots.size) }, lane));
    return outcomes;
  }

  private async sendOne(recipient: ClaimedRecipient, render: CampaignMessageRenderer, now: Date): Promise<SendOutcome> {
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
  }
}
