import { IsPresent, Param } from '../../request-params';
import { code } from '../../validation';

export class SuppressionBrowseRequest {
  @Param('`*` wildcard pattern')
  searchpattern?: string;

  @Param('Offset (default 0)')
  startfrom?: string | number;

  @Param('Page size (default 100)')
  retrievecount?: string | number;
}

export class SuppressionDeleteRequest {
  @IsPresent(code(1, 'Missing email address'))
  @Param('The address', true)
  emailaddress?: string;

  @Param('Remove from this list only')
  listid?: string | number;
}

export class SuppressionImportRequest {
  @Param('JSON-encoded array of addresses', 'cond')
  emailaddresses?: string;

  @Param('Newline-separated addresses', 'cond')
  emailaddressesbulk?: string;

  @Param('Import into this list only')
  listid?: string | number;

  @Param('Admin key callers: the user to import for')
  userid?: string | number;
}
