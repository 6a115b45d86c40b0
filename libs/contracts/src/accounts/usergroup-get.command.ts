import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { USERGROUP_COMMAND, type UserGroupResource } from './usergroup.shared';

/** usergroup.get, usergroup.duplicate: the group's id. */
export class UsergroupIdRequest {
  @IsNotEmpty(code(1, 'Missing UserGroupID'))
  @Param('The user group', true)
  usergroupid!: string | number;
}

export class UsergroupGetRequest extends UsergroupIdRequest {}

export interface UsergroupGetReply {
  UserGroup: UserGroupResource;
}

export const UsergroupGet = defineCommand({
  name: 'usergroup.get',
  ...USERGROUP_COMMAND,
  request: UsergroupGetRequest,
  returns: reply<UsergroupGetReply>(),
  reply: 'UserGroup { UserGroupID, GroupName, LimitSubscribers, LimitLists, … }',
  errors: { 1: 'UserGroupID missing', 2: 'no such user group' },
  summary: 'Read one user group.',
});
