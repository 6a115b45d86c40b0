import { Injectable } from '@nestjs/common';

import type { ThemesGetReply } from '@mail/contracts';

import { themeSummary } from '../theme.presenter';
import { ThemesRepository } from '../themes.repository';

@Injectable()
export class ThemesGetService {
  constructor(private readonly themes: ThemesRepository) {}

  async run(): Promise<ThemesGetReply> {
    return { Themes: (await this.themes.list()).map(themeSummary) };
  }
}
