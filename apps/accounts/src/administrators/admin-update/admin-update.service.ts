import { Injectable } from '@nestjs/common';

import { type AdminUpdateReply, type AdminUpdateRequest, type AuthContext, CommandError } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { isEmail, toBool } from '@mail/values';

import { SessionRepository } from '../../auth/sessions/session.repository';
import { newTotpSecret, totpUri } from '../../auth/two-factor/totp';
import { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import { currentSessionId } from '../../shared/auth/current-session';
import { hashPassword } from '../../shared/crypto/password-hasher';
import { int, str } from '../../shared/params/param-readers';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { AdministratorRepository } from '../administrator.repository';
import type { AdministratorRow } from '../administrator.row';

/**
 * Admin.Update: an administrator edits only their own account (8 otherwise). A new password ends
 * the administrator's other sessions. Extension: `Enable2FA`/`Cancel2FA`; enabling returns the TOTP
 * secret and recovery key once (AdminInfo always masks them).
 */
@Injectable()
export class AdminUpdateService {
  constructor(
    private readonly admins: AdministratorRepository,
    private readonly sessions: SessionRepository,
    private readonly twoFactor: TwoFactorService,
    private readonly revoker: CredentialRevoker,
  ) {}

  async update(caller: Caller, params: AdminUpdateRequest): Promise<AdminUpdateReply> {
    const auth = caller.credential;
    const admin = await this.target(auth, params.adminid);
    const email = str(params.emailaddress)?.trim() ?? '';
    if (!isEmail(email)) throw new CommandError(7, 'Invalid email address format');
    const username = str(params.username)?.trim() ?? '';
    if (await this.admins.usernameTaken(username, admin.id)) throw new CommandError(409, 'Username already exists');
    const patch: Partial<AdministratorRow> = { name: str(params.name)?.trim() ?? '', username, email_address: email };
    const password = str(params.password);
    if (password) patch.password_hash = await hashPassword(password);
    const reply = this.applyTwoFactor(admin, params, patch);
    await this.admins.update(admin.id, patch);
    if (password) await this.endOtherSessions(admin.id, auth);
    return reply;
  }

  private async target(auth: AuthContext, adminIdParam: unknown): Promise<AdministratorRow> {
    const adminId = int(adminIdParam);
    const admin = adminId === undefined ? undefined : await this.admins.findById(adminId);
    if (!admin) throw new CommandError(6, 'Invalid admin id');
    if (auth.kind !== 'admin' || auth.adminId !== admin.id) throw new CommandError(8, 'Admin account not owned by the logged-in admin');
    return admin;
  }

  private applyTwoFactor(admin: AdministratorRow, params: AdminUpdateRequest, patch: Partial<AdministratorRow>): AdminUpdateReply {
    if (toBool(params.cancel2fa)) {
      Object.assign(patch, { tfa_enabled: false, tfa_secret: newTotpSecret(), tfa_recovery_key: '' });
      return {};
    }
    if (!toBool(params.enable2fa)) return {};
    const state = this.twoFactor.enabledState(newTotpSecret());
    Object.assign(patch, state);
    return { '2FA_SecretKey': state.tfa_secret, '2FA_RecoveryKey': state.tfa_recovery_key, MFA_QRCode: totpUri(`${admin.username} (admin)`, state.tfa_secret) };
  }

  private async endOtherSessions(adminId: number, auth: AuthContext): Promise<void> {
    const hashes = await this.sessions.deleteForOwner({ adminId }, currentSessionId(auth));
    await this.revoker.revokeHashes(hashes);
  }
}
