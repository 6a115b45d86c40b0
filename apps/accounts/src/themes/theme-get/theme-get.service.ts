import { Injectable } from '@nestjs/common';

import { CommandError, type ThemeGetReply, type ThemeGetRequest } from '@mail/contracts';

import { int } from '../../shared/params/param-readers';
import { themeResource } from '../theme.presenter';
import { ThemesRepository } from '../themes.repository';

@Injectable()
export class ThemeGetService {
  constructor(private readonly themes: ThemesRepository) {}

  async run(input: ThemeGetRequest): Promise<ThemeGetReply> {
    const id = int(input.themeid);
    const row = id ? await this.themes.findById(id) : undefined;
    if (!row) throw new CommandError(2, 'Theme not found');
    return { Theme: themeResource(row) };
  }
}
