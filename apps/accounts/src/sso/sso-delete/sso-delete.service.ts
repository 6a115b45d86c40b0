import { Injectable } from '@nestjs/common';

import { CommandError, type SsoDeleteReply, type SsoDeleteRequest } from '@mail/contracts';

import { int, list } from '../../shared/params/param-readers';
import { SsoRepository } from '../sso.repository';

@Injectable()
export class SsoDeleteService {
  constructor(private readonly sources: SsoRepository) {}

  async run(input: SsoDeleteRequest): Promise<SsoDeleteReply> {
    const ids = list(input.sourceid)
      .map((v) => int(v))
      .filter((n): n is number => n !== undefined && n > 0);
    if (ids.length === 0) throw new CommandError(1, 'Missing sourceid');
    await this.sources.delete(ids);
    return {};
  }
}
