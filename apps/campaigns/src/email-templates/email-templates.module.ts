import { Module } from '@nestjs/common';

import { UserEmailContentModule } from '../user-email-content/user-email-content.module';
import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { EmailTemplateCreateHandler } from './email-template-create/email-template-create.handler';
import { EmailTemplateCreateService } from './email-template-create/email-template-create.service';
import { AccountUsersClient } from './account-users.client';
import { EmailTemplatesRepository } from './email-templates.repository';
import { GalleryTemplateContent } from './gallery-template-content';
import { EmailTemplateGetHandler } from './email-template-get/email-template-get.handler';
import { EmailTemplateGetService } from './email-template-get/email-template-get.service';
import { EmailTemplatesGetHandler } from './email-templates-get/email-templates-get.handler';
import { EmailTemplatesGetService } from './email-templates-get/email-templates-get.service';
import { EmailTemplateUpdateHandler } from './email-template-update/email-template-update.handler';
import { EmailTemplateUpdateService } from './email-template-update/email-template-update.service';
import { EmailTemplateDeleteHandler } from './email-template-delete/email-template-delete.handler';
import { EmailTemplateDeleteService } from './email-template-delete/email-template-delete.service';
import { UseremailtemplateCreateHandler } from './useremailtemplate-create/useremailtemplate-create.handler';
import { UseremailtemplateCreateService } from './useremailtemplate-create/useremailtemplate-create.service';
import { UseremailtemplatesGetHandler } from './useremailtemplates-get/useremailtemplates-get.handler';
import { UseremailtemplatesGetService } from './useremailtemplates-get/useremailtemplates-get.service';
import { UseremailtemplateGetHandler } from './useremailtemplate-get/useremailtemplate-get.handler';
import { UseremailtemplateGetService } from './useremailtemplate-get/useremailtemplate-get.service';
import { UseremailtemplateUpdateHandler } from './useremailtemplate-update/useremailtemplate-update.handler';
import { UseremailtemplateUpdateService } from './useremailtemplate-update/useremailtemplate-update.service';
import { UseremailtemplateDeleteHandler } from './useremailtemplate-delete/useremailtemplate-delete.handler';
import { UseremailtemplateDeleteService } from './useremailtemplate-delete/useremailtemplate-delete.service';
import { UseremailtemplateCopyHandler } from './useremailtemplate-copy/useremailtemplate-copy.handler';
import { UseremailtemplateCopyService } from './useremailtemplate-copy/useremailtemplate-copy.service';
import { UseremailtemplateCopytouserHandler } from './useremailtemplate-copytouser/useremailtemplate-copytouser.handler';
import { UseremailtemplateCopytouserService } from './useremailtemplate-copytouser/useremailtemplate-copytouser.service';
import { UseremailtemplatePreviewHandler } from './useremailtemplate-preview/useremailtemplate-preview.handler';
import { UseremailtemplatePreviewService } from './useremailtemplate-preview/useremailtemplate-preview.service';

/**
 * email-templates: the template gallery (email.template.*) and user templates (useremailtemplate.*) over the service's
 * common module; exports the gallery as Email.Update's Mode=Template reads it.
 */
@Module({
  imports: [CampaignsCommonModule, UserEmailContentModule],
  controllers: [
    UseremailtemplatePreviewHandler,
    UseremailtemplateCopytouserHandler,
    UseremailtemplateCopyHandler,
    UseremailtemplateDeleteHandler,
    UseremailtemplateUpdateHandler,
    UseremailtemplateGetHandler,
    UseremailtemplatesGetHandler,
    UseremailtemplateCreateHandler,
    EmailTemplateDeleteHandler,
    EmailTemplateUpdateHandler,
    EmailTemplatesGetHandler,
    EmailTemplateGetHandler,
    EmailTemplateCreateHandler,
  ],
  providers: [
    UseremailtemplatePreviewService,
    UseremailtemplateCopytouserService,
    UseremailtemplateCopyService,
    UseremailtemplateDeleteService,
    UseremailtemplateUpdateService,
    UseremailtemplateGetService,
    UseremailtemplatesGetService,
    UseremailtemplateCreateService,
    EmailTemplateDeleteService,
    EmailTemplateUpdateService,
    EmailTemplatesGetService,
    EmailTemplateGetService,
    EmailTemplateCreateService,
    EmailTemplatesRepository,
    AccountUsersClient,
    GalleryTemplateContent,
  ],
  exports: [GalleryTemplateContent],
})
export class EmailTemplatesModule {}
