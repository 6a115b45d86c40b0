import { Param } from '../request-params';

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
