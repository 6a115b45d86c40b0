import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { SsoCreateHandler } from './sso-create/sso-create.handler';
import { SsoCreateService } from './sso-create/sso-create.service';
import { SsoSecrets } from './sso-secrets';
import { SsoRepository } from './sso.repository';
import { SsoUpdateHandler } from './sso-update/sso-update.handler';
import { SsoUpdateService } from './sso-update/sso-update.service';
import { SsoDeleteHandler } from './sso-delete/sso-delete.handler';
import { SsoDeleteService } from './sso-delete/sso-delete.service';
import { SsoLoginHandler } from './sso-login/sso-login.handler';
import { SsoLoginService } from './sso-login/sso-login.service';

/** sso: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [SsoLoginHandler, SsoDeleteHandler, SsoUpdateHandler, SsoCreateHandler],
  providers: [SsoLoginService, SsoDeleteService, SsoUpdateService, SsoCreateService, SsoRepository, SsoSecrets],
})
export class SsoModule {}
