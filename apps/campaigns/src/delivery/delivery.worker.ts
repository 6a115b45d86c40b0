import { setTimeout as sleep } from 'node:timers/promises';

import { Inject, Injectable } from '@nestjs/common';

import { envInt, logger } from '@mail/config';
import { ServiceOutbox } from '@mail/kit';
import { type JobContext, JobHandler } from '@mail/jobs';

import { CampaignRunRepository } from './campaign-run.repository';
import { RunFinisher } from './run-finisher';
import { DeliveryStarter } from './delivery-starter';
import { domainOf } from '../emails/sender-address';
import { DELIVERY_CONFIG, type DeliveryConfig } from './delivery.config';
import { DeliverRun, RunPayload } from './delivery.jobs';
import { CampaignMessageSender } from './campaign-message-sender';
import { type ClaimedRecipient, RecipientRepository, type SendOutcome, type SettleCounts } from './recipient.repository';
import { RendererCache } from './renderer.cache';
import { SendRateLimiter } from './send-rate-limiter';

const log = logger('campaigns.delivery');
/** the whole batch could not reach the server: give it time instead of spinning */
const SERVER_DOWN_BACKOFF_MS = 15_000;
const SNAPSHOT_POLL_MS = 250;

/**
 * A delivery worker of a run. It claims a batch (`FOR UPDATE SKIP LOCKED`: any number of workers in any number of
 * replicas share the queue), renders and sends it, and settles it in one statement with its EmailsDelivered
 * events and the campaign's counters; until the queue is empty, the campaign stops sending (paused or cancelled
 * take effect at the next claim, within one batch), or its time budget is used and it hands over to its own
 * continuation. The last worker out records abandoned claims as unknown and finishes the run.
 */
@Injectable()
export class DeliveryWorker {
  constructor(
    private readonly finisher: RunFinisher,
    private readonly runs: CampaignRunRepository,
    private readonly recipients: RecipientRepository,
    private readonly renderers: RendererCache,
    private readonly sender: CampaignMessageSender,
    private readonly limiter: SendRateLimiter,
    private readonly starter: DeliveryStarter,
    private readonly outbox: ServiceOutbox,
    @Inject(DELIVERY_CONFIG) private readonly config: DeliveryConfig,
  ) {}

  @JobHandler(DeliverRun, { concurrency: Math.max(1, envInt('DELIVERY_CONCURRENCY')), pollingIntervalSeconds: 1 })
  async deliver(payload: RunPayload, job: JobContext): Promise<{ sent: number; ended: string }> {
    const state = await this.runs.state(payload.campaignId, payload.run);
    if (!state || state.status !== 'Sending' || state.currentRun !== payload.run || !state.content) return { sent: 0, ended: 'not sending' };
    const run = { ...payload, userId: state.userId, emailId: state.content.email.id };
    const fromDomain = domainOf(state.content.email.fromEmail) ?? '';
    const render = await this.renderers.get(payload.campaignId, payload.run);
    const until = Date.now() + this.config.workerBudgetMs;
    let sent = 0;
    while (!job.signal.aborted) {
      if (Date.now() > until) return this.handOver(payload, 0, sent, 'time budget used');
      const reservation = await this.limiter.reserve(run.userId, this.config.batchSize, fromDomain);
      if (reservation.granted === 0) return this.handOver(payload, reservation.waitMs, sent, 'send limit reached');
      const batch = await this.recipients.claim(payload.campaignId, payload.run, reservation.granted);
      await this.limiter.release(reservation, reservation.granted - batch.length);
      if (!batch.length) {
        const ended = await this.whenEmpty(payload);
        if (ended) return { sent, ended };
        await sleep(SNAPSHOT_POLL_MS);
        continue;
      }
      const outcomes = await this.sender.send(batch, render);
      const counts = await this.settle({ ...run, onDefaultSenderDomain: reservation.onDefaultSenderDomain }, batch, outcomes);
      this.outbox.kick();
      sent += counts.sent;
      if (counts.requeued === batch.length) return this.handOver(payload, SERVER_DOWN_BACKOFF_MS, sent, 'the SMTP server refused or was unreachable');
    }
    return { sent, ended: 'stopped' };
  }

  /** undefined while the snapshot may still add recipients; otherwise why this worker stops */
  private async whenEmpty(payload: RunPayload): Promise<string | undefined> {
    const state = await this.runs.state(payload.campaignId, payload.run);
    if (!state || state.status !== 'Sending' || state.currentRun !== payload.run) return 'not sending';
    if (!state.snapshotDone) return undefined;
    await this.recipients.recoverAbandoned(payload.campaignId, payload.run, this.config.leaseSeconds);
    await this.finisher.finishIfDone(payload.campaignId, payload.run);
    return 'queue empty';
  }

  /**
   * The sends happened: recording them matters more than anything else here, so a failed write is tried again
   * before the claims are left to expire (they would then count as unknown, never as resendable).
   */
  private async settle(run: Parameters<RecipientRepository['settle']>[0], batch: ClaimedRecipient[], outcomes: SendOutcome[]): Promise<SettleCounts> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.recipients.settle(run, outcomes);
      } catch (error) {
        if (attempt >= 5) throw error;
        log.warn({ err: error, campaignId: run.campaignId, recipients: batch.length, attempt }, 'could not record a sent batch; trying again');
        await sleep(200 * 2 ** attempt);
      }
    }
  }

  private async handOver(payload: RunPayload, delayMs: number, sent: number, ended: string): Promise<{ sent: number; ended: string }> {
    await this.starter.continueLater(payload, delayMs);
    return { sent, ended };
  }
}
