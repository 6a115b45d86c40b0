import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Events, SmsOptOutAppliedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { logger } from '@mail/config';
import { ServiceEventConsumers } from '@mail/kit';

import { ReplyRepository } from './reply.repository';

const log = logger('sms.opt-out-applied');

/** lists' answer to a STOP reply (SmsOptOutApplied): the reply's OptOutScope and UnsubscribeStatus, in the inbox transaction. */
@Injectable()
export class OptOutAppliedConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly replies: ReplyRepository,
  ) {}

  /** before any outbox relay starts (onApplicationBootstrap): in-process, an event nobody consumes yet would be gone */
  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'sms opt-out outcome consumer not started'));
  }

  @OnEvent(Events.SmsOptOutApplied, { durable: 'sms-opt-out-applied' })
  async applied(p: SmsOptOutAppliedPayload, ctx: EventContext<SmsOptOutAppliedPayload>): Promise<void> {
    await this.replies.optOutOutcome(ctx.manager, p.userId, p.replyId, p.optOutScope, p.unsubscribeStatus);
  }
}
