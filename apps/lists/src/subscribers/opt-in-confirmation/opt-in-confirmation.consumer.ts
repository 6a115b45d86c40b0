import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type DomainEvent, EventSubjects } from '@mail/contracts';
import { logger } from '@mail/config';

import { OptInConfirmationSender, readOptInMailRequest } from './opt-in-confirmation.sender';

const log = logger('lists.optin-mail');

/**
 * Sends opt-in confirmation emails after the subscription commits: the subscribed event is written by the
 * outbox in the subscription's transaction, and a send that fails (SMTP down) throws so the bus redelivers
 * it with backoff. Delivery is at least once; a repeated send carries the same Message-ID.
 */
@Injectable()
export class OptInConfirmationConsumer implements OnApplicationBootstrap {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly sender: OptInConfirmationSender,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus
      .consume([EventSubjects.SubscriberSubscribed], 'lists-optin-mail', (event) => this.handle(event))
      .catch((error) => log.warn({ err: error }, 'opt-in mail consumer not started'));
  }

  async handle(event: DomainEvent): Promise<void> {
    const request = readOptInMailRequest(event.id, event.payload);
    if (request) await this.sender.send(request);
  }
}
