import { IsNotEmpty } from 'class-validator';

import { Param } from '../request-params';
import { code } from '../validation';

/** POST /api/v1/user.apikey */
export class UserApiKeyCreateRequest {
  @IsNotEmpty(code(1, 'Missing administrative note'))
  @Param('Administrative note', true)
  note!: string;

  /** optional: the key only works from this address (exact IP, CIDR or `10.0.*`) */
  @Param('The key only works from this address (IP, CIDR or `10.0.*`)')
  boundipaddress?: string;
  /**
   * extension: comma-separated permission names (or an array) this key is limited to; omitted = all
   * the creating credential has. Unknown names answer code 2.
   */
  @Param('Permission names the key is limited to (extension)')
  permissions?: string | string[];
  /** admin callers only: whose key to create */
  @Param('Admin callers: whose key to create', 'cond')
  userid?: string | number;
}
