import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { MailModule } from '@mail/mail';
import { secretKeyringProvider } from '@mail/secrets';

import { ACCOUNTS_CONFIG, readAccountsConfig } from '../accounts.config';
import { AdministratorRepository } from '../administrators/administrator.repository';
import { ApiKeyRepository } from '../api-keys/api-key.repository';
import { LoginFailureRepository } from '../auth/brute-force/login-failure.repository';
import { LoginThrottleService } from '../auth/brute-force/login-throttle.service';
import { CaptchaRepository } from '../auth/captcha/captcha.repository';
import { CaptchaService } from '../auth/captcha/captcha.service';
import { SessionRepository } from '../auth/sessions/session.repository';
import { SessionService } from '../auth/sessions/session.service';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import { ACCOUNTS_MIGRATIONS } from '../database/accounts.migrations';
import { UserGroupRepository } from '../groups/user-group.repository';
import { TfaSecretCodec } from '../secrets/tfa-secret.codec';
import { ResetTokenRepository } from '../shared/reset-tokens/reset-token.repository';
import { ResetTokens } from '../shared/reset-tokens/reset-tokens';
import { CredentialRevoker } from '../shared/revocation/credential-revoker';
import { UsageRepository } from '../usage/usage.repository';
import { UserRepository } from '../users/user.repository';

/** the repositories several aggregates read or write (users, administrators, groups, API keys, sessions, usage, …) */
const REPOSITORIES = [
  UserRepository,
  AdministratorRepository,
  UserGroupRepository,
  ApiKeyRepository,
  SessionRepository,
  UsageRepository,
  LoginFailureRepository,
  CaptchaRepository,
  ResetTokenRepository,
];

/** the helpers several aggregates use: 2FA secrets at rest, credential revocation, sessions, 2FA, brute force, captcha */
const SHARED = [TfaSecretCodec, CredentialRevoker, SessionService, TwoFactorService, LoginThrottleService, CaptchaService, ResetTokens];

/** the service's settings, read and checked once (accounts.config.ts) */
const CONFIG = { provide: ACCOUNTS_CONFIG, useFactory: () => readAccountsConfig() };
const KIT = ServiceKitModule.forService({ service: 'accounts', migrations: ACCOUNTS_MIGRATIONS });
/** the mailer password reminders and resets send with (the application's one transport) */
const MAIL = MailModule.forService('accounts');

/**
 * What the aggregates of accounts share: the service's kit (data source, outbox, event consumers, jobs), which
 * ServiceKitModule exports only to the module importing it (so this one imports and re-exports it once), the
 * service's config, the secret keyring, and the repositories and helpers several aggregates use.
 */
@Module({
  imports: [KIT, MAIL],
  providers: [CONFIG, secretKeyringProvider, ...REPOSITORIES, ...SHARED],
  exports: [KIT, MAIL, CONFIG, secretKeyringProvider, ...REPOSITORIES, ...SHARED],
})
export class AccountsCommonModule {}
