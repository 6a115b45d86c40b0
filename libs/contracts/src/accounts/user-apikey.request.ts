import { IsNotEmpty } from 'class-validator';

import { code } from '../validation';

/** POST /api/v1/user.apikey */
export class UserApiKeyCreateRequest {
  @IsNotEmpty(code(1, 'Missing administrative note'))
  note!: string;

  /** optional: the key only works from this address (exact IP, CIDR or `10.0.*`) */
  boundipaddress?: string;
  /**
   * extension: comma-separated permission names (or an array) this key is limited to; omitted = all
   * the creating credential has. Unknown names answer code 2.
   */
  permissions?: string | string[];
  /** admin callers only: whose key to create */
  userid?: string | number;
}
