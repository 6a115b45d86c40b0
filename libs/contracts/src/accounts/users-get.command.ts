import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** Users.Get: everything optional; bad paging or ordering values fall back to the defaults. */
export class UsersGetRequest {
  @Param('Page size (default 25)')
  recordsperrequest?: string | number;
  @Param('Offset (default 0)')
  recordsfrom?: string | number;
  /** id, comma-separated ids or an array */
  @Param('Group id, comma-separated ids or an array')
  relusergroupid?: string | number | (string | number)[];
  @Param('')
  orderfield?: string;
  @Param("'ASC' or 'DESC'")
  ordertype?: string;
  @Param('')
  searchfield?: string;
  @Param('')
  searchkeyword?: string;
}

export interface UsersGetReply {
  Users: { UserID: number; FirstName: string; LastName: string; Email: string; Username: string; RelUserGroupID: number }[];
  TotalUsers: number;
}

export const UsersGet = defineCommand({
  name: 'Users.Get',
  service: 'accounts',
  auth: 'user',
  userAdministration: true,
  request: UsersGetRequest,
  returns: reply<UsersGetReply>(),
  reply: 'Users, TotalUsers',
  errorStyle: 'scalar',
  errors: { 1: 'retrieval failed' },
  summary: 'Browse users.',
});
