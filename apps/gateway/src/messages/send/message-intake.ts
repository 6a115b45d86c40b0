import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { Events } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { UserLimits } from '../../common/user-limits';
import { DeliverMessageJob } from '../delivery/deliver-message.job';
import { MessageRepository } from '../message.repository';
import type { NewMessage } from '../message.row';
import { checkSendLimits, hasSendLimits } from './send-limits';

/**
 * Where every message enters the queue, from the API or the SMTP relay: the user's limits are checked, then the
 * message, its delivery job and the usage report are written in one transaction. Once it commits the message is
 * durably queued and its MessageID can be given out.
 */
@Injectable()
export class MessageIntake {
  constructor(
    private readonly db: ServiceDb,
    private readonly messages: MessageRepository,
    private readonly limits: UserLimits,
    private readonly jobs: JobQueue,
    private readonly outbox: ServiceOutbox,
  ) {}

  async accept(message: Omit<NewMessage, 'id'>): Promise<string> {
    const limits = await this.limits.of(message.userId);
    if (hasSendLimits(limits)) checkSendLimits(limits, await this.messages.sentCounts(message.userId, limits.lifetimeGateway !== null));
    const id = randomUUID();
    await this.db.tx(async (m) => {
      await this.messages.insert(m, { ...message, id });
      const startAfter = message.sendAt && Date.parse(message.sendAt) > Date.now() ? new Date(message.sendAt) : undefined;
      await this.jobs.sendInTransaction(m, DeliverMessageJob, { messageId: id }, startAfter ? { startAfter } : {});
      await this.outbox.add(m, Events.UsageReported, { userId: message.userId, metric: 'email_gateway_sent', count: 1, at: new Date().toISOString() });
    });
    this.outbox.kick();
    return id;
  }
}
