import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { Queryable } from '@mail/kit';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../accounts.config';
import { randomToken, sha256Hex } from '../shared/crypto/secret-hash';
import { normalizeIp } from '../shared/ip/ip-allow-list';
import { CredentialRevoker } from '../shared/revocation/credential-revoker';
import { ClientsRepository } from './clients.repository';

/**
 * Client sessions (the `client` credential scope): opaque random tokens, only their sha256 stored, like user
 * sessions. Ending them evicts them from every edge at once (a broadcast per token hash).
 */
@Injectable()
export class ClientSessions {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly revoker: CredentialRevoker,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async open(clientId: number, ip: string): Promise<string> {
    const token = randomToken();
    await this.clients.openSession(randomUUID(), sha256Hex(token), clientId, normalizeIp(ip ?? ''), this.config.sessionLifetimeDays);
    return token;
  }

  /** ends the client's sessions (but the caller's own `exceptId`) in `q`'s transaction; evict after it commits */
  end(clientId: number, exceptId: string | undefined, q: Queryable): Promise<string[]> {
    return this.clients.endSessions(clientId, exceptId, q);
  }

  evict(tokenHashes: string[]): Promise<void> {
    return this.revoker.revokeHashes(tokenHashes);
  }
}

/** the session record id of a client session credential (`clientsession:<uuid>`), to keep the caller's own session */
export function clientSessionId(credentialId: string | undefined): string | undefined {
  const match = /^clientsession:([0-9a-f-]{36})$/i.exec(credentialId ?? '');
  return match?.[1];
}
