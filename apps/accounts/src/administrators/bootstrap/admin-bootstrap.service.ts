import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource } from '@mail/db';
import { logger } from '@mail/config';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { newTotpSecret } from '../../auth/two-factor/totp';
import { UserGroupRepository } from '../../groups/user-group.repository';
import { hashPassword, verifyPassword } from '../../shared/crypto/password-hasher';
import { randomToken, sha256Hex } from '../../shared/crypto/secret-hash';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { SessionRepository } from '../../auth/sessions/session.repository';
import { AdministratorRepository } from '../administrator.repository';
import type { AdministratorRow } from '../administrator.row';

const log = logger('accounts.bootstrap');

export interface AdminBootstrapResult {
  username: string;
  /** only when generated at this start: shown once, never stored in clear */
  password?: string;
  apiKey?: string;
  created: boolean;
}

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_API_KEY and makes it
 * follow those variables when they change on a later start. An advisory lock serialises replicas
 * that boot together, so exactly one administrator is created.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private outcome?: AdminBootstrapResult;

  constructor(
    @InjectDataSource('accounts') private readonly db: DataSource,
    private readonly admins: AdministratorRepository,
    private readonly groups: UserGroupRepository,
    private readonly sessions: SessionRepository,
    private readonly revoker: CredentialRevoker,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  result(): AdminBootstrapResult {
    return this.outcome ?? { username: this.config.admin.username, created: false };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.groups.ensureDefault();
    const revoked: { adminId?: number; hashes: string[] } = { hashes: [] };
    this.outcome = await this.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('accounts:admin-bootstrap'))`);
      const existing = await this.admins.findBootstrap(manager);
      return existing ? this.follow(existing, manager, revoked) : this.create(manager);
    });
    if (revoked.adminId) await this.revoker.revoke({ adminId: revoked.adminId });
    await this.revoker.revokeHashes(revoked.hashes);
    log.info({ username: this.outcome.username, created: this.outcome.created }, 'administrator bootstrap done');
  }

  private async create(manager: EntityManager): Promise<AdminBootstrapResult> {
    const { username, email, password: envPassword, apiKey: envKey } = this.config.admin;
    const password = envPassword ?? randomToken(12);
    const apiKey = envKey ?? `adm_${randomToken(24)}`;
    const passwordHash = await hashPassword(password);
    await this.admins.insert(
      {
        name: 'Administrator',
        username,
        email_address: email,
        password_hash: passwordHash,
        api_key_hash: sha256Hex(apiKey),
        tfa_secret: newTotpSecret(),
        is_bootstrap: true,
        bootstrap_username: username,
        bootstrap_password_hash: envPassword ? passwordHash : null,
        bootstrap_api_key_hash: envKey ? sha256Hex(envKey) : null,
      },
      manager,
    );
    return { username, created: true, password: envPassword ? undefined : password, apiKey: envKey ? undefined : apiKey };
  }

  /** Applies only the env values that changed since they were last applied, so Admin.Update edits survive restarts. */
  private async follow(admin: AdministratorRow, manager: EntityManager, revoked: { adminId?: number; hashes: string[] }): Promise<AdminBootstrapResult> {
    const { username, password, apiKey } = this.config.admin;
    const patch: Partial<AdministratorRow> = {};
    const result: AdminBootstrapResult = { username: admin.username, created: false };
    if (username !== admin.bootstrap_username) {
      Object.assign(patch, { username, bootstrap_username: username });
      result.username = username;
    }
    if (password && !(admin.bootstrap_password_hash && (await verifyPassword(admin.bootstrap_password_hash, password)))) {
      const hash = await hashPassword(password);
      Object.assign(patch, { password_hash: hash, bootstrap_password_hash: hash });
      revoked.hashes.push(...(await this.sessions.deleteForOwner({ adminId: admin.id }, undefined, manager)));
      revoked.adminId = admin.id;
    }
    if (apiKey && sha256Hex(apiKey) !== admin.bootstrap_api_key_hash) {
      if (admin.api_key_hash) revoked.hashes.push(admin.api_key_hash);
      Object.assign(patch, { api_key_hash: sha256Hex(apiKey), bootstrap_api_key_hash: sha256Hex(apiKey) });
    } else if (!apiKey && !admin.api_key_hash) {
      const generated = `adm_${randomToken(24)}`;
      Object.assign(patch, { api_key_hash: sha256Hex(generated) });
      result.apiKey = generated;
    }
    await this.admins.update(admin.id, patch, manager);
    return result;
  }
}
