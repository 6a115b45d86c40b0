import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { createBackgroundDataSource, InjectDataSource } from '@mail/db';
import { JobHandler, JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../accounts.config';
import { LoginFailureRepository } from '../auth/brute-force/login-failure.repository';
import { CaptchaRepository } from '../auth/captcha/captcha.repository';
import { SessionRepository } from '../auth/sessions/session.repository';
import { ResetTokenRepository } from '../shared/reset-tokens/reset-token.repository';
import { UsageRepository } from '../usage/usage.repository';
import { ACCOUNTS_MAINTENANCE_CRON, AccountsMaintenance } from './accounts-maintenance.job';

/**
 * Periodic clean-up: long-expired sessions, stale captchas, login failures and known clients, old usage
 * buckets, expired password-reset tokens. A cron job (schedule kept in accounts_jobs, replaced at each boot), so one replica runs each
 * tick and a failure is visible on the job. A backlog (after downtime) may take longer than a request's
 * statement limit, so the purges run on a background connection without it, opened for the run.
 */
@Injectable()
export class AccountsMaintenanceProcessor implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(AccountsMaintenance, ACCOUNTS_MAINTENANCE_CRON, {});
  }

  @JobHandler(AccountsMaintenance)
  async run(): Promise<void> {
    const background = createBackgroundDataSource(this.dataSource);
    try {
      await background.initialize();
      await new SessionRepository(background).purgeExpired(this.config.expiredSessionRetentionDays);
      await new CaptchaRepository(background).purgeExpired();
      await new LoginFailureRepository(background).purgeOlderThan(this.config.bruteForce.windowSeconds, this.config.bruteForce.knownClientDays);
      await new UsageRepository(background).purgeOld();
      await new ResetTokenRepository(new ServiceDb(background)).purgeExpired();
    } finally {
      if (background.isInitialized) await background.destroy().catch(() => undefined);
    }
  }
}
