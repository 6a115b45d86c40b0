import { Injectable } from '@nestjs/common';

import { CommandError, type ThemeUpdateReply, type ThemeUpdateRequest } from '@mail/contracts';

import { int, str } from '../../shared/params/param-readers';
import { installedTemplate } from '../theme.presenter';
import { ThemesRepository, type ThemeValues } from '../themes.repository';

/** theme.update: only what is sent changes; a template must be installed (3), the theme must exist (5). */
@Injectable()
export class ThemeUpdateService {
  constructor(private readonly themes: ThemesRepository) {}

  async run(input: ThemeUpdateRequest): Promise<ThemeUpdateReply> {
    const id = int(input.themeid);
    const values: ThemeValues = {
      name: str(input.themename)?.trim() || undefined,
      product_name: str(input.productname),
      logo_data: str(input.logodata),
      logo_type: str(input.logotype),
      logo_file_name: str(input.logofilename),
      settings: str(input.themesettings),
    };
    if (str(input.template)?.trim()) {
      values.template = installedTemplate(str(input.template)!);
      if (!values.template) throw new CommandError(3, 'Invalid template code');
    }
    if (str(input.logosize)?.trim()) {
      values.logo_size = int(input.logosize);
      if (values.logo_size === undefined) throw new CommandError(6, 'Invalid LogoSize');
    }
    if (!id || !(await this.themes.update(id, values))) throw new CommandError(5, 'Theme not found');
    return {};
  }
}
