import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { logger } from '@mail/config';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../accounts.config';
import { LoginFailureRepository } from '../auth/brute-force/login-failure.repository';
import { CaptchaRepository } from '../auth/captcha/captcha.repository';
import { SessionRepository } from '../auth/sessions/session.repository';
import { UsageRepository } from '../usage/usage.repository';

const log = logger('accounts.maintenance');
const EVERY_MS = 10 * 60 * 1000;

/** Periodic clean-up: long-expired sessions, stale captchas, login failures and known clients, old usage buckets. Idempotent across replicas. */
@Injectable()
export class MaintenanceService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly captchas: CaptchaRepository,
    private readonly failures: LoginFailureRepository,
    private readonly usage: UsageRepository,
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
    try {
      await this.sessions.purgeExpired(this.config.expiredSessionRetentionDays);
      await this.captchas.purgeExpired();
      await this.failures.purgeOlderThan(this.config.bruteForce.windowSeconds, this.config.bruteForce.knownClientDays);
      await this.usage.purgeOld();
    } catch (error) {
      log.warn({ err: error }, 'maintenance failed; will retry');
    }
  }
}
