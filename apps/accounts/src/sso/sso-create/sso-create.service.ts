import { Injectable } from '@nestjs/common';

import { CommandError, type SsoCreateReply, type SsoCreateRequest } from '@mail/contracts';

import { SsoSecrets } from '../sso-secrets';
import { ssoSourceValues } from '../sso-source.values';
import { SsoRepository } from '../sso.repository';

const DEFAULT_OPTIONS = { CreateNewUserIfNotExists: 'Disabled', PerformLogin: 'Enabled', ReturnUserData: 'Disabled' };

/** sso.create: a new source with a fresh signing secret (answered once, stored sealed); 6 when the code is taken. */
@Injectable()
export class SsoCreateService {
  constructor(
    private readonly sources: SsoRepository,
    private readonly secrets: SsoSecrets,
  ) {}

  async run(input: SsoCreateRequest): Promise<SsoCreateReply> {
    const values = ssoSourceValues(input);
    const secret = this.secrets.issue();
    const id = await this.sources.insert({
      ...values,
      description: values.description ?? '',
      expires_at: values.expires_at ?? null,
      options: { ...DEFAULT_OPTIONS, ...values.options },
      secret_sealed: secret.sealed,
    });
    if (id === undefined) throw new CommandError(6, 'sourcecode already exists');
    return { SSOSourceID: id, SSOSecret: secret.plain };
  }
}
