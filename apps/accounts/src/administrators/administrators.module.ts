import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { AdminLoginHandler } from './admin-login/admin-login.handler';
import { AdminLoginService } from './admin-login/admin-login.service';
import { AdminUpdateHandler } from './admin-update/admin-update.handler';
import { AdminUpdateService } from './admin-update/admin-update.service';
import { AdminBootstrapService } from './bootstrap/admin-bootstrap.service';

/** Administrators: their login and profile, and the first administrator created at boot. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [AdminLoginHandler, AdminUpdateHandler],
  providers: [AdminLoginService, AdminUpdateService, AdminBootstrapService],
})
export class AdministratorsModule {}
