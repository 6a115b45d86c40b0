import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { logger } from '@mail/config';
import { InjectDataSource } from '@mail/db';
import { JobHandler, JobQueue } from '@mail/jobs';

import { CampaignRunRepository, type StartedRun } from './campaign-run.repository';
import { RunFinisher } from './run-finisher';
import { DeliveryStarter } from './delivery-starter';
import { DELIVERY_CONFIG, type DeliveryConfig } from './delivery.config';
import { DispatchCampaigns, DispatchPayload } from './delivery.jobs';
import { RecipientRepository } from './recipient.repository';

const log = logger('campaigns.scheduler');
const PER_PASS = 20;

/**
 * Starts campaign runs. Due campaigns (Ready or Scheduled, Immediate, Future or Recursive, next_send_at reached) move to
 * Sending in one transaction with the job that snapshots their audience (a new run) or the workers that continue
 * it (resumed). A cron job looks every minute; `wake(at)` makes it look at a given time (a Future schedule) and
 * `startNow` starts one campaign at once. The same job sweeps runs nobody works on any more.
 */
@Injectable()
export class DeliveryScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly finisher: RunFinisher,
    @InjectDataSource('campaigns') private readonly db: DataSource,
    private readonly runs: CampaignRunRepository,
    private readonly recipients: RecipientRepository,
    private readonly starter: DeliveryStarter,
    private readonly jobs: JobQueue,
    @Inject(DELIVERY_CONFIG) private readonly config: DeliveryConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // one schedule for every replica (scheduling again replaces it)
    await this.jobs.schedule(DispatchCampaigns, '* * * * *', {}).catch((error: unknown) => log.warn({ err: error }, 'campaign dispatch not scheduled'));
  }

  /** Starts (or continues) the campaign's run now if it is Ready or Scheduled: the run number, or null when it is not. */
  async startNow(campaignId: number): Promise<number | null> {
    const [started] = await this.start(1, campaignId);
    return started?.run ?? null;
  }

  /** Looks for due campaigns at `at` (default now): call it after a campaign became Ready or was resumed. */
  async wake(at?: Date): Promise<void> {
    await this.jobs.send(DispatchCampaigns, {}, at && at.getTime() > Date.now() ? { startAfter: at } : {});
  }

  @JobHandler(DispatchCampaigns, { concurrency: 1 })
  async dispatch(payload: DispatchPayload): Promise<{ started: number }> {
    if (payload.campaignId) return { started: (await this.startNow(payload.campaignId)) === null ? 0 : 1 };
    let started = 0;
    for (let batch = await this.start(PER_PASS); batch.length; batch = await this.start(PER_PASS)) started += batch.length;
    await this.sweep();
    return { started };
  }

  /** Claims abandoned by dead workers become unknown after the lease; runs with nothing left to do are finished. */
  async sweep(): Promise<void> {
    for (const { campaignId, run } of await this.runs.sendingRuns()) {
      await this.recipients.recoverAbandoned(campaignId, run, this.config.leaseSeconds);
      await this.finisher.finishIfDone(campaignId, run);
    }
  }

  private start(limit: number, campaignId?: number): Promise<StartedRun[]> {
    return this.db.transaction(async (m) => {
      const started = await this.runs.startDue(m, limit, campaignId);
      for (const run of started) {
        const payload = { campaignId: run.campaignId, run: run.run };
        if (run.fresh) {
          await this.runs.createRun(m, run.campaignId, run.run);
          await this.starter.startSnapshot(m, payload);
        } else {
          // a resumed run: its snapshot may still be going (a duplicate snapshot job is deduplicated), workers continue it
          await this.starter.startSnapshot(m, payload);
          await this.starter.startWorkers(run.campaignId, run.run, m);
        }
        log.info({ ...payload, fresh: run.fresh }, 'campaign run started');
      }
      return started;
    });
  }
}
