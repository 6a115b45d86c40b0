import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type ErrorStyle } from '@mail/contracts';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { normalizeIp } from '../../shared/ip/ip-allow-list';
import { decide } from './brute-force.policy';
import { LoginFailureRepository } from './login-failure.repository';

/** Wraps a login attempt: refuse with 429 while throttled, count failures, forget them on success. */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly failures: LoginFailureRepository,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async assertAllowed(scope: 'user' | 'admin', username: string, ip: string, style: ErrorStyle): Promise<void> {
    const limits = this.config.bruteForce;
    const counts = await this.failures.counts(scope, key(username), normalizeIp(ip), limits.windowSeconds);
    const decision = decide(counts, limits);
    if (decision.blocked) {
      throw new CommandError(429, `Too many failed login attempts. Try again in ${decision.retryAfterSeconds} seconds.`, {
        style,
        extra: { RetryAfter: decision.retryAfterSeconds },
      });
    }
  }

  recordFailure(scope: 'user' | 'admin', username: string, ip: string): Promise<void> {
    return this.failures.record(scope, key(username), normalizeIp(ip));
  }

  recordSuccess(scope: 'user' | 'admin', username: string, ip: string): Promise<void> {
    return this.failures.clear(scope, key(username), normalizeIp(ip));
  }
}

function key(username: string): string {
  return username.trim().toLowerCase();
}
