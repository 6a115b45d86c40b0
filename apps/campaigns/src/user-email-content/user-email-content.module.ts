import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { UserEmailcontentGetHandler } from './user-emailcontent-get/user-emailcontent-get.handler';
import { UserEmailcontentGetService } from './user-emailcontent-get/user-emailcontent-get.service';
import { UserEmailContentRepository } from './user-email-content.repository';
import { UserEmailcontentUpdateHandler } from './user-emailcontent-update/user-emailcontent-update.handler';
import { UserEmailcontentUpdateService } from './user-emailcontent-update/user-emailcontent-update.service';

/**
 * A user's header and footer blocks (user.emailcontent.*): their commands, and the repository the send pipeline and
 * the email renderers read them with (exported).
 */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [UserEmailcontentUpdateHandler, UserEmailcontentGetHandler],
  providers: [UserEmailcontentUpdateService, UserEmailcontentGetService, UserEmailContentRepository],
  exports: [UserEmailContentRepository],
})
export class UserEmailContentModule {}
