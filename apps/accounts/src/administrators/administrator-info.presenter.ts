import { yesNo } from '@mail/values';

import type { AdministratorRow } from './administrator.row';

const MASK = '****** masked ******';

/** AdminInfo: secrets are always masked. */
export function adminInfo(admin: AdministratorRow): Record<string, unknown> {
  return {
    AdminID: admin.id,
    Name: admin.name,
    EmailAddress: admin.email_address,
    Username: admin.username,
    Password: MASK,
    '2FA_SecretKey': MASK,
    '2FA_RecoveryKey': MASK,
    '2FA_Enabled': yesNo(admin.tfa_enabled),
    Options: [],
  };
}
