import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Broadcasts, type CredentialRevokedEvent } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('accounts.revoker');

/**
 * Tells every edge instance to drop cached auth resolutions. Called after the change is committed;
 * a lost broadcast only means the edge keeps a stale entry until its short TTL runs out.
 */
@Injectable()
export class CredentialRevoker {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async revoke(event: CredentialRevokedEvent): Promise<void> {
    await this.bus.broadcast(Broadcasts.AuthRevoked, event).catch((error) => log.warn({ err: error }, 'auth revocation broadcast failed'));
  }

  /** A user's profile, group or limits changed: cached User.Current replies on every replica go. */
  async userChanged(userId: number): Promise<void> {
    await this.bus.broadcast(Broadcasts.UserChanged, { userId }).catch((error) => log.warn({ err: error }, 'user change broadcast failed'));
  }

  async revokeHashes(hashes: string[]): Promise<void> {
    for (const credentialHash of hashes) await this.revoke({ credentialHash });
  }
}
