import { Module } from '@nestjs/common';

import { ClientSessions } from '../clients/client-sessions';
import { ClientsRepository } from '../clients/clients.repository';
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
import { ClientPasswordremindHandler } from './client-passwordremind/client-passwordremind.handler';
import { ClientPasswordremindService } from './client-passwordremind/client-passwordremind.service';
import { ClientPasswordresetHandler } from './client-passwordreset/client-passwordreset.handler';
import { ClientPasswordresetService } from './client-passwordreset/client-passwordreset.service';

/** Password reminders and resets of users, administrators and clients: a single-use, expiring link by mail (shared/reset-tokens). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [
    ClientPasswordresetHandler,
    ClientPasswordremindHandler,
    AdminPasswordresetHandler,
    AdminPasswordremindHandler,
    UserPasswordresetHandler,
    UserPasswordremindHandler,
  ],
  providers: [
    ClientPasswordresetService,
    ClientPasswordremindService,
    ClientsRepository,
    ClientSessions,
    AdminPasswordresetService,
    AdminPasswordremindService,
    UserPasswordresetService,
    UserPasswordremindService,
    PasswordReminders,
    PasswordRemindProcessor,
  ],
})
export class PasswordResetsModule {}
