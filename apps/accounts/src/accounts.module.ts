import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';

import { ACCOUNTS_CONFIG, readAccountsConfig } from './accounts.config';
import { AdminLoginHandler } from './administrators/admin-login/admin-login.handler';
import { AdminLoginService } from './administrators/admin-login/admin-login.service';
import { AdminUpdateHandler } from './administrators/admin-update/admin-update.handler';
import { AdminUpdateService } from './administrators/admin-update/admin-update.service';
import { AdministratorRepository } from './administrators/administrator.repository';
import { AdminBootstrapService } from './administrators/bootstrap/admin-bootstrap.service';
import { ApiKeyCreateHandler } from './api-keys/user-apikey/user-apikey.handler';
import { ApiKeyCreateService } from './api-keys/user-apikey/user-apikey.service';
import { ApiKeyRepository } from './api-keys/api-key.repository';
import { AuthResolveHandler } from './auth/auth-resolve/auth-resolve.handler';
import { AuthResolveRepository } from './auth/auth-resolve/auth-resolve.repository';
import { LoginFailureRepository } from './auth/brute-force/login-failure.repository';
import { LoginThrottleService } from './auth/brute-force/login-throttle.service';
import { CaptchaIssueHandler } from './auth/captcha-issue/captcha-issue.handler';
import { CaptchaRepository } from './auth/captcha/captcha.repository';
import { CaptchaService } from './auth/captcha/captcha.service';
import { SessionRepository } from './auth/sessions/session.repository';
import { SessionService } from './auth/sessions/session.service';
import { TwoFactorService } from './auth/two-factor/two-factor.service';
import { UserLoginHandler } from './auth/user-login/user-login.handler';
import { UserLoginService } from './auth/user-login/user-login.service';
import { ACCOUNTS_MIGRATIONS } from './database/accounts.migrations';
import { UserGroupRepository } from './groups/user-group.repository';
import { AccountsHealthHandler } from './health/accounts-health.handler';
import { AccountsMaintenanceProcessor } from './maintenance/accounts-maintenance.processor';
import { secretKeyringProvider } from '@mail/secrets';
import { TfaSecretRewrapRepository } from './secrets/tfa-secret-rewrap.repository';
import { TfaSecretRewrapService } from './secrets/tfa-secret-rewrap.service';
import { TfaSecretCodec } from './secrets/tfa-secret.codec';
import { CredentialRevoker } from './shared/revocation/credential-revoker';
import { UsageReportedConsumer } from './usage/usage-reported.consumer';
import { UsageRepository } from './usage/usage.repository';
import { UserLimitsHandler } from './usage/user-limits/user-limits.handler';
import { UserSendingProfileHandler } from './users/user-sending-profile/user-sending-profile.handler';
import { UserCreateHandler } from './users/user-create/user-create.handler';
import { UserCreateService } from './users/user-create/user-create.service';
import { UserCurrentHandler } from './users/user-current/user-current.handler';
import { UserCurrentCache } from './users/user-current/user-current.cache';
import { UserCurrentRepository } from './users/user-current/user-current.repository';
import { UserCurrentService } from './users/user-current/user-current.service';
import { UserGetHandler } from './users/user-get/user-get.handler';
import { UserGetService } from './users/user-get/user-get.service';
import { UserUpdateHandler } from './users/user-update/user-update.handler';
import { UserUpdateService } from './users/user-update/user-update.service';
import { UserRepository } from './users/user.repository';
import { UsersDeleteHandler } from './users/users-delete/users-delete.handler';
import { UsersDeleteService } from './users/users-delete/users-delete.service';
import { UsersGetHandler } from './users/users-get/users-get.handler';
import { UsersGetService } from './users/users-get/users-get.service';

const repositories = [
  UserRepository,
  UserCurrentRepository,
  UserCurrentCache,
  UserGroupRepository,
  AdministratorRepository,
  ApiKeyRepository,
  SessionRepository,
  AuthResolveRepository,
  LoginFailureRepository,
  CaptchaRepository,
  UsageRepository,
  TfaSecretRewrapRepository,
];

const services = [
  TfaSecretCodec,
  CredentialRevoker,
  SessionService,
  TwoFactorService,
  LoginThrottleService,
  CaptchaService,
  UserLoginService,
  AdminLoginService,
  AdminUpdateService,
  UserCreateService,
  UserCurrentService,
  UserGetService,
  UserUpdateService,
  UsersGetService,
  UsersDeleteService,
  ApiKeyCreateService,
];

const lifecycle = [TfaSecretRewrapService, AdminBootstrapService, UsageReportedConsumer, AccountsMaintenanceProcessor];

/**
 * Users, administrators, sessions, API keys, 2FA, groups and limits. Self-contained (its kit: data source,
 * outbox, event consumers, jobs); the host process (service process, suite or CLI) provides BUS globally; no HTTP here.
 */
@Module({
  imports: [ServiceKitModule.forService({ service: 'accounts', migrations: ACCOUNTS_MIGRATIONS })],
  controllers: [
    AuthResolveHandler,
    AccountsHealthHandler,
    UserLimitsHandler,
    UserSendingProfileHandler,
    CaptchaIssueHandler,
    UserLoginHandler,
    AdminLoginHandler,
    AdminUpdateHandler,
    UserCreateHandler,
    UserCurrentHandler,
    UserGetHandler,
    UserUpdateHandler,
    UsersGetHandler,
    UsersDeleteHandler,
    ApiKeyCreateHandler,
  ],
  providers: [{ provide: ACCOUNTS_CONFIG, useFactory: () => readAccountsConfig() }, secretKeyringProvider, ...repositories, ...services, ...lifecycle],
  exports: [AdminBootstrapService, UserCreateService, UserGroupRepository, TfaSecretRewrapService],
})
export class AccountsModule {}
