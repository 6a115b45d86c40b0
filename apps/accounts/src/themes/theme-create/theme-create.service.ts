import { Injectable } from '@nestjs/common';

import { CommandError, type ThemeCreateReply, type ThemeCreateRequest } from '@mail/contracts';

import { str } from '../../shared/params/param-readers';
import { installedTemplate } from '../theme.presenter';
import { ThemesRepository } from '../themes.repository';

/** theme.create: the template must be installed (3). */
@Injectable()
export class ThemeCreateService {
  constructor(private readonly themes: ThemesRepository) {}

  async run(input: ThemeCreateRequest): Promise<ThemeCreateReply> {
    const template = installedTemplate(str(input.template) ?? '');
    if (!template) throw new CommandError(3, 'Invalid template code');
    const id = await this.themes.insert({
      template,
      name: (str(input.themename) ?? '').trim(),
      product_name: str(input.productname) ?? '',
      settings: str(input.themesettings) ?? '',
    });
    return { ThemeID: id };
  }
}
