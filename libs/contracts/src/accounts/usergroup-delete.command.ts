import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { USERGROUP_COMMAND } from './usergroup.shared';

export class UsergroupDeleteRequest {
  @IsNotEmpty(code(1, 'Missing UserGroupID'))
  @Param('Comma-separated user group ids (or an array)', true)
  usergroupid!: string | number | (string | number)[];
}

export type UsergroupDeleteReply = Record<string, never>;

export const UsergroupDelete = defineCommand({
  name: 'usergroup.delete',
  ...USERGROUP_COMMAND,
  request: UsergroupDeleteRequest,
  returns: reply<UsergroupDeleteReply>(),
  reply: '(envelope only)',
  errors: { 1: 'UserGroupID missing (or no id in it)', 3: 'not available in demo mode', 4: 'the last remaining user group cannot be deleted' },
  summary: 'Delete user groups; their users move to the default group, whose limits apply to them at once.',
  notes: 'Unknown ids are skipped. Deleting the default group makes the oldest remaining group the default.',
});
