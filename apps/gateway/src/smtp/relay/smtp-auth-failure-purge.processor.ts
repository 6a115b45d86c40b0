import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { JobHandler, JobQueue } from '@mail/jobs';
import { BRUTE_FORCE_LIMITS } from '@mail/kit';

import { SmtpAuthFailureRepository } from '../smtp-auth-failure.repository';
import { SMTP_AUTH_FAILURE_PURGE_CRON, SmtpAuthFailurePurgeJob } from './smtp-auth-failure-purge.job';

/** Keeps smtp_auth_failure to the failures still inside the window (RelayAuthThrottle). */
@Injectable()
export class SmtpAuthFailurePurgeProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly failures: SmtpAuthFailureRepository,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(SmtpAuthFailurePurgeJob, SMTP_AUTH_FAILURE_PURGE_CRON, {});
  }

  @JobHandler(SmtpAuthFailurePurgeJob)
  async run(): Promise<void> {
    await this.failures.purgeOlderThan(BRUTE_FORCE_LIMITS.windowSeconds);
  }
}
