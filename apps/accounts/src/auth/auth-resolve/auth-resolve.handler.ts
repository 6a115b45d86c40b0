import { Controller, Inject } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type AuthResolveReply, type AuthResolveRequest, Queries } from '@mail/contracts';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { candidateHashes, resolve } from './auth-resolve.policy';
import { AuthResolveRepository } from './auth-resolve.repository';
import { ClientSessionRepository } from './client-session.repository';

/** Queries.AuthResolve: the edge's credential check (it caches successes for `ttl` seconds). */
@Controller()
export class AuthResolveHandler {
  constructor(
    private readonly repository: AuthResolveRepository,
    private readonly clientSessions: ClientSessionRepository,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  @HandlesQuery(Queries.AuthResolve)
  async handle(request: AuthResolveRequest): Promise<AuthResolveReply> {
    const hashes = candidateHashes(request);
    const rows = await this.repository.find(hashes);
    // a client session (client.login) is looked for only when a presented session was not a user's or admin's
    const unmatched = candidateHashes({ ip: '', sessionId: request.sessionId, bearer: request.bearer }).filter((h) => !rows.some((r) => r.hash === h));
    if (unmatched.length) rows.push(...(await this.clientSessions.find(unmatched)));
    return resolve(request, rows, this.config.authCacheTtlSeconds);
  }
}
