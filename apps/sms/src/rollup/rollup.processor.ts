import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobHandler, JobQueue } from '@mail/jobs';

import { ExportRepository } from '../exports/export.repository';
import { AbandonedClaims } from '../sending/abandoned-claims';
import { DetailRetention } from '../retention/detail-retention';
import { EventPartitions } from '../retention/event-partitions';
import { RollupKick } from './rollup-kick';
import { ROLLUP_CRON, RollupJob } from './rollup.job';
import { RollupRepository } from './rollup.repository';

const log = logger('sms.rollup');
const BATCH = 50;

/**
 * The SMS maintenance tick: the roll-up of dirty campaigns (each folds its new events into CountersUpdatedAt's counters), the detail retention, export expiry,
 * and a new sending run for campaigns whose claims were abandoned. One tick at a time.
 */
@Injectable()
export class RollupProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly rollups: RollupRepository,
    private readonly retention: DetailRetention,
    private readonly partitions: EventPartitions,
    private readonly exports: ExportRepository,
    private readonly claims: AbandonedClaims,
    private readonly kick: RollupKick,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(RollupJob, ROLLUP_CRON, {});
  }

  @JobHandler(RollupJob)
  async run(): Promise<{ rolledUp: number; expired: number }> {
    let rolledUp = 0;
    const folded = new Set<number>();
    let waiting = false;
    for (let ids = await this.rollups.claimDirty(BATCH); ids.length; ids = await this.rollups.claimDirty(BATCH)) {
      const fresh = ids.filter((id) => !folded.has(id));
      // folded in this run already and dirty again: new events, or ones a running transaction holds back; next run
      for (const id of ids) if (folded.has(id)) await this.rollups.markDirty(id);
      if (!fresh.length) break;
      for (const id of fresh) {
        folded.add(id);
        try {
          if ((await this.rollups.fold(id)).more) waiting = true;
          rolledUp++;
        } catch (error) {
          await this.rollups.markDirty(id);
          throw error;
        }
      }
    }
    if (waiting) this.kick.kick();
    const expired = await this.retention.expireDue();
    await this.partitions.maintain();
    await this.exports.deleteExpired();
    await this.claims.restartRuns();
    if (expired) log.info({ expired }, 'sms campaign detail expired');
    return { rolledUp, expired };
  }
}
