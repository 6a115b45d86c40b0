import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { Queries, repeatOf } from '@mail/contracts';
import { JobHandler, JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { type AutoresponderRecord, type AutoresponderSendRow, AutorespondersRepository, mailKeyOf } from '../autoresponders.repository';
import { repeatAt } from './autoresponder-delay';
import { AutoresponderSendPayload, SendAutoresponder } from './autoresponder-send.job';

const log = logger('campaigns.autoresponders');
/** a hold-back without a window time (not expected): look again in a minute */
const HOLD_BACK_MS = 60_000;

/**
 * A due autoresponder message: sent through journey mail (the campaigns compiler and mailer: merge tags, tracking,
 * the unsubscribe headers, VERP; lists' audience page answers only a Subscribed, unsuppressed subscriber), once per
 * send row (`autoresponder:<id>`), then settled Sent or Failed; a repeat rule schedules the next one in the same
 * transaction. A message over the user's send limits is held back (rescheduled), not failed. A Disabled autoresponder
 * still sends what was queued (the vendor's rule); a deleted one took its rows with it.
 */
@Injectable()
export class AutoresponderSendProcessor {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly repository: AutorespondersRepository,
    private readonly jobs: JobQueue,
    private readonly db: ServiceDb,
  ) {}

  @JobHandler(SendAutoresponder, { concurrency: 4, pollingIntervalSeconds: 1 })
  async send(payload: AutoresponderSendPayload): Promise<{ status: string }> {
    const send = await this.repository.send(payload.sendId);
    if (!send) return { status: 'gone' };
    if (send.status !== 'Pending') return { status: send.status };
    const autoresponder = await this.repository.byId(send.autoresponder_id);
    if (!autoresponder) return { status: 'gone' };
    if (autoresponder.segment_id && !(await this.inSegment(send, autoresponder.segment_id))) return this.fail(send, 'not in the segment');
    const reply = await this.bus.query(
      Queries.JourneyEmailSend,
      {
        userId: send.user_id,
        emailId: autoresponder.email_id,
        listId: send.list_id,
        subscriberId: send.subscriber_id,
        idempotencyKey: mailKeyOf(send.id),
        autoResponderId: autoresponder.id,
      },
      60_000,
    );
    if (reply.reason === 'send-limit') return this.holdBack(send, reply.retryAfterMs ?? HOLD_BACK_MS);
    if (!reply.sent && !reply.duplicate) return this.fail(send, reply.reason === 'email-not-found' ? 'the email is gone' : 'not subscribed, or suppressed');
    await this.db.tx(async (m) => {
      await this.repository.settle(send.id, { status: 'Sent' }, m);
      await this.repeat(m, send, autoresponder);
    });
    return { status: 'Sent' };
  }

  /**
   * Over the user's send limits: the message waits for the window to open again, as a campaign's messages do (delayed,
   * never dropped). The row stays Pending with its due time (its lateness shows); a job for the same row runs then.
   */
  private async holdBack(send: AutoresponderSendRow, waitMs: number): Promise<{ status: string }> {
    await this.jobs.send(SendAutoresponder, { sendId: send.id }, { startAfter: new Date(Date.now() + Math.max(waitMs, 1000)) });
    log.info({ sendId: send.id, waitMs }, 'autoresponder message held back by the send limits');
    return { status: 'Held' };
  }

  private async fail(send: AutoresponderSendRow, reason: string): Promise<{ status: string }> {
    await this.repository.settle(send.id, { status: 'Failed', reason });
    log.info({ sendId: send.id, reason }, 'autoresponder message not sent');
    return { status: 'Failed' };
  }

  /** the next repeat, when the rule wants more sends in all than this one */
  private async repeat(m: Parameters<Parameters<ServiceDb['tx']>[0]>[0], send: AutoresponderSendRow, autoresponder: AutoresponderRecord): Promise<void> {
    const rule = autoresponder.repeat ? repeatOf(autoresponder.repeat) : null;
    if (!rule || send.seq + 1 >= rule.count) return;
    const at = repeatAt(new Date(send.scheduled_at), rule);
    const next = await this.repository.schedule(m, {
      autoresponderId: autoresponder.id,
      userId: send.user_id,
      listId: send.list_id,
      subscriberId: send.subscriber_id,
      email: send.email_address,
      seq: send.seq + 1,
      at,
      occurrence: send.occurrence,
    });
    if (next) await this.jobs.sendInTransaction(m, SendAutoresponder, { sendId: next }, { startAfter: at });
  }

  /** whether the subscriber is (still) in the autoresponder's segment: the segment's audience from this subscriber on */
  private async inSegment(send: AutoresponderSendRow, segmentId: number): Promise<boolean> {
    const page = await this.bus.query(
      Queries.AudiencePage,
      { userId: send.user_id, recipientListsAndSegments: `${send.list_id}:${segmentId}`, afterSubscriberId: send.subscriber_id - 1, limit: 1 },
      10_000,
    );
    return page.members[0]?.subscriberId === send.subscriber_id;
  }
}
