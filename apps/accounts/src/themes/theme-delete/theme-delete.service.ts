import { Injectable } from '@nestjs/common';

import { CommandError, type ThemeDeleteReply, type ThemeDeleteRequest } from '@mail/contracts';

import { int, list } from '../../shared/params/param-readers';
import { ThemesRepository } from '../themes.repository';

/** theme.delete: unknown ids are skipped; a request that would leave no theme deletes nothing (2). */
@Injectable()
export class ThemeDeleteService {
  constructor(private readonly themes: ThemesRepository) {}

  async run(input: ThemeDeleteRequest): Promise<ThemeDeleteReply> {
    const ids = list(input.themes)
      .map((v) => int(v))
      .filter((n): n is number => n !== undefined && n > 0);
    if (ids.length === 0) throw new CommandError(1, 'Missing themes parameter');
    if (!(await this.themes.deleteKeepingOne(ids))) throw new CommandError(2, 'Cannot delete the last remaining theme');
    return {};
  }
}
