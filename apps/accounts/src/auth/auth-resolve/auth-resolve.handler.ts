import { Controller, Inject } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type AuthResolveReply, type AuthResolveRequest, InternalSubjects } from '@mail/contracts';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { candidateHashes, resolve } from './auth-resolve.policy';
import { AuthResolveRepository } from './auth-resolve.repository';

/** `accounts.q.auth.resolve`: the edge's credential check (it caches successes for `ttl` seconds). */
@Controller()
export class AuthResolveHandler {
  constructor(
    private readonly repository: AuthResolveRepository,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  @HandlesQuery(InternalSubjects.AuthResolve)
  async handle(request: AuthResolveRequest): Promise<AuthResolveReply> {
    const rows = await this.repository.find(candidateHashes(request ?? { ip: '' }));
    return resolve(request ?? { ip: '' }, rows, this.config.authCacheTtlSeconds);
  }
}
