import type { UsersGetRequest } from '@mail/contracts';

import { int, list, str } from '../../shared/params/param-readers';
import type { UserListQuery } from '../user.repository';

/** Public field names → columns. Anything else falls back to the default instead of failing. */
const COLUMNS = new Map([
  ['userid', 'id'],
  ['firstname', 'first_name'],
  ['lastname', 'last_name'],
  ['email', 'email_address'],
  ['emailaddress', 'email_address'],
  ['username', 'username'],
  ['companyname', 'company_name'],
  ['usersince', 'user_since'],
  ['relusergroupid', 'rel_user_group_id'],
  ['accountstatus', 'account_status'],
  ['reputationlevel', 'reputation_level'],
]);
const SEARCH_DEFAULT = ['username', 'email_address', 'first_name', 'last_name'];
export const MAX_RECORDS_PER_REQUEST = 500;

/** Users.Get parameters → a safe list query (columns come only from the map above). */
export function toUserListQuery(params: UsersGetRequest): UserListQuery {
  const searchField = COLUMNS.get(str(params.searchfield)?.trim().toLowerCase() ?? '');
  return {
    groupIds: list(params.relusergroupid)
      .map(int)
      .filter((v): v is number => v !== undefined),
    searchColumns: searchField ? [searchField] : SEARCH_DEFAULT,
    keyword: str(params.searchkeyword)?.trim() || undefined,
    orderColumn: COLUMNS.get(str(params.orderfield)?.trim().toLowerCase() ?? '') ?? 'id',
    orderDirection: str(params.ordertype)?.trim().toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
    limit: Math.min(MAX_RECORDS_PER_REQUEST, Math.max(1, int(params.recordsperrequest) ?? 25)),
    offset: int(params.recordsfrom) ?? 0,
  };
}
