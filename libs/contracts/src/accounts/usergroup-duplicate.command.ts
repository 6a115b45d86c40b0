import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { UsergroupIdRequest } from './usergroup-get.command';
import { USERGROUP_COMMAND } from './usergroup.shared';

export class UsergroupDuplicateRequest extends UsergroupIdRequest {}

export interface UsergroupDuplicateReply {
  UserGroupID: number;
}

export const UsergroupDuplicate = defineCommand({
  name: 'usergroup.duplicate',
  ...USERGROUP_COMMAND,
  request: UsergroupDuplicateRequest,
  returns: reply<UsergroupDuplicateReply>(),
  reply: 'UserGroupID',
  errors: { 1: 'UserGroupID missing', 2: 'no such user group' },
  summary: 'Copy a user group (named "<name> (copy)", never the default group) and answer the new id.',
});
