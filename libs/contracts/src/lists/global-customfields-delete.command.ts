import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class GlobalCustomfieldsDeleteRequest {
  @IsPresent(code(1, 'CustomFields is missing'))
  @Param('Comma-separated global field ids, e.g. `123,456`', true)
  customfields?: string | string[];
}

export type GlobalCustomfieldsDeleteReply = Record<string, never>;

export const GlobalCustomfieldsDelete = defineCommand({
  name: 'global.customfields.delete',
  service: 'lists',
  auth: 'admin',
  request: GlobalCustomfieldsDeleteRequest,
  returns: reply<GlobalCustomfieldsDeleteReply>(),
  reply: 'nothing beyond the envelope; ids that are not global fields are ignored',
  errorStyle: 'array',
  errors: { 1: 'CustomFields missing' },
  summary: 'Delete global custom fields (and every value stored for them).',
});
