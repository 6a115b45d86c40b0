import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { THEME_COMMAND } from './theme.shared';

/** theme.create: a branding theme (template, name, product name, settings). */
export class ThemeCreateRequest {
  @IsNotEmpty(code(1, 'Missing template parameter'))
  @Param('Template code of the theme (an installed template: `weefive`)', true)
  template!: string;

  @IsNotEmpty(code(2, 'Missing theme name parameter'))
  @Param('Name of the theme', true)
  themename!: string;

  @Param('Product name the theme shows')
  productname?: string;

  @Param('Theme settings (free text, usually JSON or CSS variables)')
  themesettings?: string;
}

export interface ThemeCreateReply {
  ThemeID: number;
}

export const ThemeCreate = defineCommand({
  name: 'theme.create',
  ...THEME_COMMAND,
  request: ThemeCreateRequest,
  returns: reply<ThemeCreateReply>(),
  reply: 'ThemeID',
  errors: { 1: 'Template missing', 2: 'ThemeName missing', 3: 'Template names no installed template' },
  summary: 'Create a branding theme.',
});
