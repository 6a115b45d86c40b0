import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { logger } from '@mail/config';
import { createBackgroundDataSource, InjectDataSource } from '@mail/db';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../accounts.config';
import { LoginFailureRepository } from '../auth/brute-force/login-failure.repository';
import { CaptchaRepository } from '../auth/captcha/captcha.repository';
import { SessionRepository } from '../auth/sessions/session.repository';
import { UsageRepository } from '../usage/usage.repository';

const log = logger('accounts.maintenance');
const EVERY_MS = 10 * 60 * 1000;

/**
 * Periodic clean-up: long-expired sessions, stale captchas, login failures and known clients, old usage buckets. Idempotent across replicas.
 * A backlog (after downtime) may take longer than a request's statement limit, so the purges run on a
 * background connection without it, opened for the run and closed after.
 */
@Injectable()
export class MaintenanceService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async run(): Promise<void> {
    const background = createBackgroundDataSource(this.dataSource);
    try {
      await background.initialize();
      await new SessionRepository(background).purgeExpired(this.config.expiredSessionRetentionDays);
      await new CaptchaRepository(background).purgeExpired();
      await new LoginFailureRepository(background).purgeOlderThan(this.config.bruteForce.windowSeconds, this.config.bruteForce.knownClientDays);
      await new UsageRepository(background).purgeOld();
    } catch (error) {
      log.warn({ err: error }, 'maintenance failed; will retry');
    } finally {
      if (background.isInitialized) await background.destroy().catch(() => undefined);
    }
  }
}
