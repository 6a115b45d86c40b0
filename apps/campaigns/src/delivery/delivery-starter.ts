import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { JobQueue } from '@mail/jobs';

import { DELIVERY_CONFIG, type DeliveryConfig } from './delivery.config';
import { CancelQueued, DeliverRun, type RunPayload, SnapshotAudience } from './delivery.jobs';

/** Sends the jobs of a run: its snapshot, its delivery workers (in any replica), a worker's continuation. */
@Injectable()
export class DeliveryStarter {
  constructor(
    private readonly jobs: JobQueue,
    @Inject(DELIVERY_CONFIG) private readonly config: DeliveryConfig,
  ) {}

  /** in the transaction that started the run: the snapshot job exists exactly when the run does */
  async startSnapshot(m: EntityManager, run: RunPayload): Promise<void> {
    await this.jobs.sendInTransaction(m, SnapshotAudience, run);
  }

  /** outside a transaction (admin.campaign.unstuck): a duplicate of a running snapshot is deduplicated */
  async startSnapshotNow(run: RunPayload): Promise<void> {
    await this.jobs.send(SnapshotAudience, run);
  }

  async startWorkers(campaignId: number, run: number, m?: EntityManager): Promise<void> {
    const payload = { campaignId, run };
    for (let i = 0; i < this.config.workersPerRun; i++) {
      if (m) await this.jobs.sendInTransaction(m, DeliverRun, payload);
      else await this.jobs.send(DeliverRun, payload);
    }
  }

  /** a worker hands over: at once (its time budget is used) or later (a send limit or an unreachable server) */
  async continueLater(run: RunPayload, delayMs = 0): Promise<void> {
    await this.jobs.send(DeliverRun, run, delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {});
  }

  async cancelQueued(run: RunPayload): Promise<void> {
    await this.jobs.send(CancelQueued, run);
  }
}
