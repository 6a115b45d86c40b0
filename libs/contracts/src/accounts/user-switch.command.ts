import { IsIn, IsNotEmpty, IsOptional } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** user.switch: an administrator opens a session as a user. */
export class UserSwitchRequest {
  @IsNotEmpty(code(1, 'Missing UserID'))
  @Param('The user to switch to', true)
  userid!: string | number;

  @IsOptional()
  @IsIn(['Default', 'Full', 'default', 'full', 'DEFAULT', 'FULL'], code(3, "PrivilegeType must be 'Default' or 'Full'"))
  @Param("'Default' (default) or 'Full'")
  privilegetype?: string;
}

export interface UserSwitchReply {
  ErrorText: string;
  SessionID: string;
  UserInfo: { UserID: number; Username: string };
}

export const UserSwitch = defineCommand({
  name: 'user.switch',
  service: 'accounts',
  auth: 'admin',
  aliases: ['User.Switch'],
  request: UserSwitchRequest,
  returns: reply<UserSwitchReply>(),
  reply: 'ErrorText, SessionID, UserInfo',
  errorStyle: 'array',
  errors: { 1: 'UserID missing', 2: 'no such user (or a disabled account)', 3: "PrivilegeType is not 'Default' or 'Full'" },
  summary: 'An administrator obtains a user session (logs in as the user); both privilege types open a full user session.',
});
