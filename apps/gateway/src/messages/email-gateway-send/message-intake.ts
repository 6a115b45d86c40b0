import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { CommandError, type UserLimitsReply } from '@mail/contracts';
import { GroupCommit } from '@mail/db';
import { type Queryable, ServiceDb } from '@mail/kit';

import { UserLimits } from '../../common/user-limits';
import { UsagePendingRepository } from '../../usage/usage-pending.repository';
import { UsageReporter } from '../../usage/usage-reporter';
import { MessageDeliveryWorker } from '../delivery/message-delivery.worker';
import { GatewayMessageRepository, type SentCounts } from '../gateway-message.repository';
import type { NewMessage } from '../message.row';
import { unstorableField } from '../storable-text';
import { checkSendLimits, hasSendLimits } from './send-limits';

type Limits = UserLimitsReply['limits'];

interface Accepted {
  message: NewMessage;
  /** only for users with limits */
  limits?: Limits;
}

/** advisory lock class of "a user's gateway limits are being counted" (the second key is the user id) */
const LIMITS_LOCK = 0x67770001;

/**
 * Where every message enters the queue, from the API or the SMTP relay. Concurrent messages are written together
 * (GroupCommit): one transaction checks the limits of the users that have some (under a per-user advisory lock,
 * so replicas count one after the other and no limit is overshot), then writes the admitted messages in one INSERT
 * (the message table is the delivery queue: MessageDeliveryWorker) and their pending usage per user (UsageReporter). Once it commits the messages are durably queued
 * and their MessageIDs can be given out; a message over a limit is answered its code (17, 429).
 */
@Injectable()
export class MessageIntake {
  private readonly group = new GroupCommit<Accepted>((items) => this.write(items), { maxBatch: 500, maxInFlight: 4 });

  constructor(
    private readonly db: ServiceDb,
    private readonly messages: GatewayMessageRepository,
    private readonly limits: UserLimits,
    private readonly delivery: MessageDeliveryWorker,
    private readonly pendingUsage: UsagePendingRepository,
    private readonly usage: UsageReporter,
  ) {}

  /** 43 (the contract's code) when a field holds text PostgreSQL refuses: only this caller fails, never the batch */
  async accept(message: Omit<NewMessage, 'id'>): Promise<string> {
    const unstorable = unstorableField(message);
    if (unstorable) throw new CommandError(43, `${unstorable} holds a character that cannot be stored (NUL, or half a UTF-16 surrogate pair)`);
    const limits = await this.limits.of(message.userId);
    const id = randomUUID();
    await this.group.add({ message: { ...message, id }, ...(hasSendLimits(limits) ? { limits } : {}) });
    return id;
  }

  /** each item's failure (a limit's CommandError), undefined when queued */
  private async write(items: Accepted[]): Promise<unknown[]> {
    const failures: unknown[] = new Array(items.length);
    // without limits to count, the batch is one statement (atomic by itself): no transaction round trips
    const admitted = items.some((item) => item.limits)
      ? await this.db.tx(async (m) => {
          const queued = this.admit(items, await this.lockAndCount(m, items), failures);
          await this.insert(m, queued);
          return queued;
        })
      : await this.insert(this.db, this.admit(items, new Map(), failures));
    if (admitted.length) {
      this.usage.accepted();
      this.delivery.wake();
    }
    return failures;
  }

  /** the messages within their users' limits, in order; the others' failures set */
  private admit(items: Accepted[], counts: Map<number, SentCounts>, failures: unknown[]): NewMessage[] {
    const queued: NewMessage[] = [];
    items.forEach((item, i) => {
      const sent = counts.get(item.message.userId);
      if (item.limits && sent) {
        try {
          checkSendLimits(item.limits, sent);
        } catch (error) {
          failures[i] = error;
          return;
        }
        for (const window of Object.keys(sent) as (keyof SentCounts)[]) sent[window]++;
      }
      queued.push(item.message);
    });
    return queued;
  }

  /** the messages and their pending usage per user (UsageReporter reports it), in one statement */
  private async insert(q: Queryable, queued: NewMessage[]): Promise<NewMessage[]> {
    if (!queued.length) return queued;
    const perUser = new Map<number, number>();
    for (const message of queued) perUser.set(message.userId, (perUser.get(message.userId) ?? 0) + 1);
    await this.messages.insertMany(q, queued, (firstParam) => this.pendingUsage.insertStatement(perUser, firstParam));
    return queued;
  }

  /** the sent counts of the batch's users that have limits, each counted under its user's lock (in user order) */
  private async lockAndCount(m: EntityManager, items: Accepted[]): Promise<Map<number, SentCounts>> {
    const limited = new Map<number, Limits>();
    for (const item of items) if (item.limits) limited.set(item.message.userId, item.limits);
    const counts = new Map<number, SentCounts>();
    for (const userId of [...limited.keys()].sort((a, b) => a - b)) {
      await m.query(`SELECT pg_advisory_xact_lock($1, $2)`, [LIMITS_LOCK, userId]);
      counts.set(userId, await this.messages.sentCounts(userId, limited.get(userId)!.lifetimeGateway !== null, m));
    }
    return counts;
  }
}
