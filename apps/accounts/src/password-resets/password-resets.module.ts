import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { AdminPasswordremindHandler } from './admin-passwordremind/admin-passwordremind.handler';
import { AdminPasswordremindService } from './admin-passwordremind/admin-passwordremind.service';
import { AdminPasswordresetHandler } from './admin-passwordreset/admin-passwordreset.handler';
import { AdminPasswordresetService } from './admin-passwordreset/admin-passwordreset.service';
import { PasswordRemindProcessor } from './password-remind.processor';
import { PasswordReminders } from './password-reminders';
import { UserPasswordremindHandler } from './user-passwordremind/user-passwordremind.handler';
import { UserPasswordremindService } from './user-passwordremind/user-passwordremind.service';
import { UserPasswordresetHandler } from './user-passwordreset/user-passwordreset.handler';
import { UserPasswordresetService } from './user-passwordreset/user-passwordreset.service';

/** Password reminders and resets of users and administrators: a single-use, expiring link by mail (shared/reset-tokens). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [AdminPasswordresetHandler, AdminPasswordremindHandler, UserPasswordresetHandler, UserPasswordremindHandler],
  providers: [
    AdminPasswordresetService,
    AdminPasswordremindService,
    UserPasswordresetService,
    UserPasswordremindService,
    PasswordReminders,
    PasswordRemindProcessor,
  ],
})
export class PasswordResetsModule {}
