import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { SSO_COMMAND } from './sso.shared';

export class SsoDeleteRequest {
  @IsNotEmpty(code(1, 'Missing sourceid'))
  @Param('Comma-separated SSO source ids (or an array)', true)
  sourceid!: string | number | (string | number)[];
}

export type SsoDeleteReply = Record<string, never>;

export const SsoDelete = defineCommand({
  name: 'sso.delete',
  ...SSO_COMMAND,
  request: SsoDeleteRequest,
  returns: reply<SsoDeleteReply>(),
  reply: '(envelope only)',
  errors: { 1: 'SourceID missing (or no id in it)' },
  summary: 'Delete SSO sources; their links stop working at once. Unknown ids are skipped.',
});
