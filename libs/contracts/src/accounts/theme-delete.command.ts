import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { THEME_COMMAND } from './theme.shared';

export class ThemeDeleteRequest {
  @IsNotEmpty(code(1, 'Missing themes parameter'))
  @Param('Comma-separated theme ids (or an array)', true)
  themes!: string | number | (string | number)[];
}

export type ThemeDeleteReply = Record<string, never>;

export const ThemeDelete = defineCommand({
  name: 'theme.delete',
  ...THEME_COMMAND,
  request: ThemeDeleteRequest,
  returns: reply<ThemeDeleteReply>(),
  reply: '(envelope only)',
  errors: { 1: 'Themes missing (or no id in it)', 2: 'the request would delete every theme: at least one must remain' },
  summary: 'Delete themes; unknown ids are skipped, and the last theme is never deleted.',
});
