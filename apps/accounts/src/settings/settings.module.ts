import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { SystemGetsettingsHandler } from './system-getsettings/system-getsettings.handler';
import { SystemGetsettingsService } from './system-getsettings/system-getsettings.service';
import { SystemSettingsCache } from './system-settings.cache';
import { SystemSettingsRepository } from './system-settings.repository';
import { SystemSettingsSecrets } from './system-settings.secrets';
import { SettingsUpdateHandler } from './settings-update/settings-update.handler';
import { SettingsUpdateService } from './settings-update/settings-update.service';
import { SettingsEmailsendingtestHandler } from './settings-emailsendingtest/settings-emailsendingtest.handler';
import { SettingsEmailsendingtestService } from './settings-emailsendingtest/settings-emailsendingtest.service';

/** settings: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [SettingsEmailsendingtestHandler, SettingsUpdateHandler, SystemGetsettingsHandler],
  providers: [
    SettingsEmailsendingtestService,
    SettingsUpdateService,
    SystemGetsettingsService,
    SystemSettingsRepository,
    SystemSettingsSecrets,
    SystemSettingsCache,
  ],
})
export class SettingsModule {}
