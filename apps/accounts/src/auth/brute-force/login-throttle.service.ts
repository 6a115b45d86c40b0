import { Inject, Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';
import { decide } from '@mail/kit';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { normalizeIp } from '../../shared/ip/ip-allow-list';
import { LoginFailureRepository, type LoginKey } from './login-failure.repository';

/** A login attempt that passed the throttle; it counts as a failure unless released or succeeded. */
export interface LoginAttempt {
  key: LoginKey;
  attemptId: string;
  /** failures of this username from elsewhere: the captcha is required even with DisableCaptcha=true */
  captchaRequired: boolean;
}

/**
 * Wraps a login: `begin` refuses with 429 while the address (or the username from this address) is
 * throttled and otherwise counts the attempt before any secret is checked; `release` un-counts an
 * attempt that ended without a wrong secret; `succeeded` clears the pair and remembers the client.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly failures: LoginFailureRepository,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async begin(scope: 'user' | 'admin', username: string, ip: string, options: { keyLogin: boolean }): Promise<LoginAttempt> {
    const limits = this.config.bruteForce;
    const key: LoginKey = { scope, username: username.trim().toLowerCase(), ip: normalizeIp(ip) };
    const { decision, attemptId } = await this.failures.reserve(key, limits.windowSeconds, ({ counts, knownClient }) =>
      decide(counts, limits, { known: knownClient, keyLogin: options.keyLogin }),
    );
    if (decision.blocked || !attemptId) {
      const seconds = decision.blocked ? decision.retryAfterSeconds : 1;
      throw new CommandError(429, `Too many failed login attempts. Try again in ${seconds} seconds.`, { extra: { RetryAfter: seconds } });
    }
    return { key, attemptId, captchaRequired: decision.captchaRequired };
  }

  release(attempt: LoginAttempt): Promise<void> {
    return this.failures.release(attempt.attemptId);
  }

  /** Runs a step that checks no secret: if it throws, the attempt is not counted. */
  async releasing<T>(attempt: LoginAttempt, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      await this.release(attempt);
      throw error;
    }
  }

  succeeded(attempt: LoginAttempt): Promise<void> {
    return this.failures.succeeded(attempt.key);
  }
}
