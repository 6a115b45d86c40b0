import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { THEME_COMMAND, type ThemeResource } from './theme.shared';

export class ThemeGetRequest {
  @IsNotEmpty(code(1, 'Missing theme ID parameter'))
  @Param('The theme', true)
  themeid!: string | number;
}

export interface ThemeGetReply {
  Theme: ThemeResource;
}

export const ThemeGet = defineCommand({
  name: 'theme.get',
  ...THEME_COMMAND,
  request: ThemeGetRequest,
  returns: reply<ThemeGetReply>(),
  reply: 'Theme { ThemeID, Template, ThemeName, ProductName, LogoData, LogoType, LogoSize, LogoFileName, ThemeSettings }',
  errors: { 1: 'ThemeID missing', 2: 'no such theme' },
  summary: 'Read one theme, its logo included.',
});
