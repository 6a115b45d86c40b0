import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { THEME_COMMAND } from './theme.shared';

/** theme.update: only the fields sent change. */
export class ThemeUpdateRequest {
  @IsNotEmpty(code(4, 'Missing theme ID parameter'))
  @Param('The theme to change', true)
  themeid!: string | number;

  @Param('Template code (an installed template: `weefive`)')
  template?: string;

  @Param('Name of the theme')
  themename?: string;

  @Param('Product name the theme shows')
  productname?: string;

  @Param('Logo image, base64')
  logodata?: string;

  @Param('Logo MIME type, e.g. `image/png`')
  logotype?: string;

  @Param('Logo size in bytes')
  logosize?: string | number;

  @Param('Logo file name')
  logofilename?: string;

  @Param('Theme settings (free text)')
  themesettings?: string;
}

export type ThemeUpdateReply = Record<string, never>;

export const ThemeUpdate = defineCommand({
  name: 'theme.update',
  ...THEME_COMMAND,
  request: ThemeUpdateRequest,
  returns: reply<ThemeUpdateReply>(),
  reply: '(envelope only)',
  errors: { 3: 'Template names no installed template', 4: 'ThemeID missing', 5: 'no such theme', 6: 'LogoSize is not a non-negative integer' },
  summary: 'Change a theme; only the fields sent change.',
});
