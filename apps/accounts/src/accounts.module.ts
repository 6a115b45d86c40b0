import { Module } from '@nestjs/common';

import { AdministratorsModule } from './administrators/administrators.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuthModule } from './auth/auth.module';
import { AccountsHealthModule } from './health/health.module';
import { AccountsMaintenanceModule } from './maintenance/maintenance.module';
import { SecretsModule } from './secrets/secrets.module';
import { UsageModule } from './usage/usage.module';
import { UsersModule } from './users/users.module';
import { GroupsModule } from './groups/groups.module';
import { ClientsModule } from './clients/clients.module';
import { PasswordResetsModule } from './password-resets/password-resets.module';
import { ThemesModule } from './themes/themes.module';
import { DeliveryServersModule } from './delivery-servers/delivery-servers.module';
import { SsoModule } from './sso/sso.module';
import { SettingsModule } from './settings/settings.module';
import { AdminUsersModule } from './admin-users/admin-users.module';

/**
 * Users, administrators, sessions, API keys, 2FA, groups and limits, one module per aggregate. Self-contained (its kit:
 * data source, outbox, event consumers, jobs, in AccountsCommonModule); the host process (service process, suite or CLI)
 * provides BUS globally; no HTTP here. The suite, the CLI and the tests fetch AdminBootstrapService, UserCreateService and
 * TfaSecretRewrapService with `app.get`, which finds a provider in any module.
 */
@Module({
  imports: [
    AdminUsersModule,
    ClientsModule,
    PasswordResetsModule,
    SettingsModule,
    SsoModule,
    DeliveryServersModule,
    ThemesModule,
    GroupsModule,
    SecretsModule,
    AdministratorsModule,
    AuthModule,
    UsersModule,
    ApiKeysModule,
    UsageModule,
    AccountsHealthModule,
    AccountsMaintenanceModule,
  ],
})
export class AccountsModule {}
