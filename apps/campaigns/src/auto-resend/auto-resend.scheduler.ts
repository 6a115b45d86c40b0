import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { logger } from '@mail/config';
import { JobQueue } from '@mail/jobs';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../campaigns.config';
import { SendAutoResend } from './auto-resend.job';
import { AutoResendRepository } from './auto-resend.repository';

const log = logger('campaigns.auto-resend');

/** Plans a finished run's auto-resend: the job that creates it, due AutoResendWaitDays later. */
@Injectable()
export class AutoResendScheduler {
  constructor(
    private readonly repository: AutoResendRepository,
    private readonly jobs: JobQueue,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
  ) {}

  /** In the transaction that finished the run, so the resend is planned exactly when the run is over. */
  async planAfterRun(m: EntityManager, campaignId: number, run: number, finishedAt = new Date()): Promise<Date | undefined> {
    const settings = await this.repository.settings(m, campaignId);
    if (!settings.wanted) return undefined;
    const at = new Date(finishedAt.getTime() + settings.waitDays * this.config.autoResendDayMs);
    await this.jobs.sendInTransaction(m, SendAutoResend, { campaignId, run }, { startAfter: at });
    log.info({ campaignId, run, at }, 'auto-resend planned');
    return at;
  }
}
