import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { THEME_COMMAND, type ThemeSummary } from './theme.shared';

export class ThemesGetRequest {}

export interface ThemesGetReply {
  Themes: ThemeSummary[];
}

export const ThemesGet = defineCommand({
  name: 'themes.get',
  ...THEME_COMMAND,
  request: ThemesGetRequest,
  returns: reply<ThemesGetReply>(),
  reply: 'Themes [{ ThemeID, Template, ThemeName, ProductName, ThemeSettings }]',
  errors: {},
  summary: 'List every theme (without logos), oldest first.',
});
