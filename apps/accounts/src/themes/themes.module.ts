import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { ThemeCreateHandler } from './theme-create/theme-create.handler';
import { ThemeCreateService } from './theme-create/theme-create.service';
import { ThemesRepository } from './themes.repository';
import { ThemeGetHandler } from './theme-get/theme-get.handler';
import { ThemeGetService } from './theme-get/theme-get.service';
import { ThemeUpdateHandler } from './theme-update/theme-update.handler';
import { ThemeUpdateService } from './theme-update/theme-update.service';
import { ThemeDeleteHandler } from './theme-delete/theme-delete.handler';
import { ThemeDeleteService } from './theme-delete/theme-delete.service';
import { ThemesGetHandler } from './themes-get/themes-get.handler';
import { ThemesGetService } from './themes-get/themes-get.service';

/** themes: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [ThemesGetHandler, ThemeDeleteHandler, ThemeUpdateHandler, ThemeGetHandler, ThemeCreateHandler],
  providers: [ThemesGetService, ThemeDeleteService, ThemeUpdateService, ThemeGetService, ThemeCreateService, ThemesRepository],
})
export class ThemesModule {}
