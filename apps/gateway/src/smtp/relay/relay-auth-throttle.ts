import { Injectable } from '@nestjs/common';

import { BRUTE_FORCE_LIMITS, decide } from '@mail/kit';

import { type RelayAuthKey, SmtpAuthFailureRepository } from '../smtp-auth-failure.repository';
import { smtpError } from './smtp-reply';

/**
 * The brute-force policy of logins (BRUTE_FORCE_LIMITS) on the relay's AUTH, across connections and replicas: while a
 * (username, address) pair or an address is over its limit, AUTH answers 454 without checking the password. Relay
 * passwords are random tokens, like API keys: the per-username window never blocks (a stranger could lock the owner
 * out) and there is no captcha to require in SMTP.
 */
@Injectable()
export class RelayAuthThrottle {
  constructor(private readonly failures: SmtpAuthFailureRepository) {}

  /** Counts the attempt before its password is checked, or refuses it while throttled. */
  async begin(username: string, ip: string): Promise<RelayAuthKey> {
    const key = { username: username.trim().toLowerCase(), ip };
    const decision = await this.failures.reserve(key, BRUTE_FORCE_LIMITS.windowSeconds, (counts) =>
      decide(counts, BRUTE_FORCE_LIMITS, { known: false, keyLogin: true }),
    );
    if (decision.blocked) throw smtpError(454, `4.7.0 Too many failed authentication attempts. Try again in ${decision.retryAfterSeconds} seconds`);
    return key;
  }

  succeeded(key: RelayAuthKey): Promise<void> {
    return this.failures.succeeded(key);
  }
}
