import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Events, SubscriberSubscribedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { logger } from '@mail/config';
import { ServiceEventConsumers } from '@mail/kit';

import { OptInConfirmationSender, readOptInMailRequest } from './opt-in-confirmation.sender';

const log = logger('lists.optin-mail');

/**
 * Sends opt-in confirmation emails after the subscription commits: the subscribed event is written by the
 * outbox in the subscription's transaction, and a send that fails (SMTP down) throws so the bus redelivers
 * it with backoff (then dead-letters it). Delivery is at least once; a repeated send carries the same Message-ID.
 */
@Injectable()
export class OptInConfirmationConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly sender: OptInConfirmationSender,
  ) {}

  /** before any outbox relay starts (onApplicationBootstrap): in-process, an event nobody consumes yet would be gone */
  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'opt-in mail consumer not started'));
  }

  @OnEvent(Events.SubscriberSubscribed, { durable: 'lists-optin-mail' })
  async handle(payload: SubscriberSubscribedPayload, ctx: EventContext<SubscriberSubscribedPayload>): Promise<void> {
    const request = readOptInMailRequest(ctx.event.id, { ...payload });
    if (request) await this.sender.send(request);
  }
}
