import { Controller, Inject } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type AuthResolveReply, type AuthResolveRequest, Queries } from '@mail/contracts';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { candidateHashes, resolve } from './auth-resolve.policy';
import { AuthResolveRepository } from './auth-resolve.repository';

/** Queries.AuthResolve: the edge's credential check (it caches successes for `ttl` seconds). */
@Controller()
export class AuthResolveHandler {
  constructor(
    private readonly repository: AuthResolveRepository,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  @HandlesQuery(Queries.AuthResolve)
  async handle(request: AuthResolveRequest): Promise<AuthResolveReply> {
    const rows = await this.repository.find(candidateHashes(request));
    return resolve(request, rows, this.config.authCacheTtlSeconds);
  }
}
