import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { randomToken, sha256Hex } from '../../shared/crypto/secret-hash';
import { normalizeIp } from '../../shared/ip/ip-allow-list';
import { type SessionOwner, SessionRepository } from './session.repository';

/** Sessions are opaque random tokens; only their sha256 is stored. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async open(owner: SessionOwner, ip: string): Promise<string> {
    const token = randomToken();
    await this.sessions.insert(randomUUID(), sha256Hex(token), owner, normalizeIp(ip ?? ''), this.config.sessionLifetimeDays);
    return token;
  }
}
