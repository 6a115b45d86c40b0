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

  /** only an Opt-In Pending address gets a mail: any other subscription is acknowledged without an inbox row */
  @OnEvent(Events.SubscriberSubscribed, { durable: 'lists-optin-mail', when: (p) => p.status === 'Opt-In Pending' })
  async handle(payload: SubscriberSubscribedPayload, ctx: EventContext<SubscriberSubscribedPayload>): Promise<void> {
    const request = readOptInMailRequest(ctx.event.id, { ...payload });
    // the inbox transaction holds a connection: a burst of subscriptions reading through the pool instead would take
    // every connection and wait on itself until the pool's timeout
    if (request) await this.sender.send(request, ctx.manager);
  }
}
