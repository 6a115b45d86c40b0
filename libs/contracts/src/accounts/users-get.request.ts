/** Users.Get: everything optional; bad paging or ordering values fall back to the defaults. */
export class UsersGetRequest {
  recordsperrequest?: string | number;
  recordsfrom?: string | number;
  /** id, comma-separated ids or an array */
  relusergroupid?: string | number | (string | number)[];
  orderfield?: string;
  ordertype?: string;
  searchfield?: string;
  searchkeyword?: string;
}
