import { Injectable } from '@nestjs/common';

import { AdministratorRepository } from '../../administrators/administrator.repository';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { UserRepository } from '../../users/user.repository';
import { newRecoveryKey, newTotpSecret } from './totp';

/**
 * Turning 2FA off always rotates the secret, so a secret seen while it was on (it is shown in
 * User.Current) is worthless afterwards. Turning it on issues a fresh recovery key.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly users: UserRepository,
    private readonly admins: AdministratorRepository,
    private readonly revoker: CredentialRevoker,
  ) {}

  async disableForUser(userId: number): Promise<void> {
    await this.users.update(userId, { tfa_enabled: false, tfa_secret: newTotpSecret(), tfa_recovery_key: '' });
    await this.revoker.userChanged(userId);
  }

  async disableForAdmin(adminId: number): Promise<void> {
    await this.admins.update(adminId, { tfa_enabled: false, tfa_secret: newTotpSecret(), tfa_recovery_key: '' });
  }

  /** Returns the values the account must now use. */
  enabledState(secret: string): { tfa_enabled: true; tfa_secret: string; tfa_recovery_key: string } {
    return { tfa_enabled: true, tfa_secret: secret, tfa_recovery_key: newRecoveryKey() };
  }
}
