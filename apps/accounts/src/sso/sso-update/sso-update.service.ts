import { Injectable } from '@nestjs/common';

import { CommandError, type SsoUpdateReply, type SsoUpdateRequest } from '@mail/contracts';

import { int, str } from '../../shared/params/param-readers';
import { ssoSourceValues } from '../sso-source.values';
import { SsoRepository } from '../sso.repository';

/** sso.update: omitted description, expiry and options keep their values (v5.9.3); the secret never changes. */
@Injectable()
export class SsoUpdateService {
  constructor(private readonly sources: SsoRepository) {}

  async run(input: SsoUpdateRequest): Promise<SsoUpdateReply> {
    const values = ssoSourceValues(input);
    if (!str(input.sourceid)?.trim()) throw new CommandError(9, 'Missing sourceid');
    const id = int(input.sourceid);
    const current = id ? await this.sources.findById(id) : undefined;
    if (!current) throw new CommandError(10, 'Invalid sourceid');
    const outcome = await this.sources.update(current.id, { ...values, options: values.options ? { ...current.options, ...values.options } : undefined });
    if (outcome === 'taken') throw new CommandError(6, 'sourcecode already exists');
    if (outcome === 'missing') throw new CommandError(10, 'Invalid sourceid');
    return {};
  }
}
