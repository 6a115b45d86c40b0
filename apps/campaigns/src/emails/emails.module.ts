import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { EmailTemplatesModule } from '../email-templates/email-templates.module';
import { UserEmailContentModule } from '../user-email-content/user-email-content.module';
import { EmailCreateHandler } from './email-create/email-create.handler';
import { EmailCreateService } from './email-create/email-create.service';
import { EmailDeleteHandler } from './email-delete/email-delete.handler';
import { EmailDeleteService } from './email-delete/email-delete.service';
import { EmailDuplicateHandler } from './email-duplicate/email-duplicate.handler';
import { EmailDuplicateService } from './email-duplicate/email-duplicate.service';
import { EmailGetHandler } from './email-get/email-get.handler';
import { EmailGetService } from './email-get/email-get.service';
import { EmailPersonalizationTagsHandler } from './email-personalization-tags/email-personalization-tags.handler';
import { EmailPersonalizationTagsService } from './email-personalization-tags/email-personalization-tags.service';
import { EmailEmailPreviewHandler } from './email-email-preview/email-email-preview.handler';
import { EmailEmailPreviewService } from './email-email-preview/email-email-preview.service';
import { EmailSpamTestHandler } from './email-spam-test/email-spam-test.handler';
import { EmailSpamTestService } from './email-spam-test/email-spam-test.service';
import { ContentFetcher } from './email-update/content-fetcher';
import { EmailUpdateHandler } from './email-update/email-update.handler';
import { EmailUpdateService } from './email-update/email-update.service';
import { EmailsGetHandler } from './emails-get/emails-get.handler';
import { EmailsGetService } from './emails-get/emails-get.service';
import { EmailHtml2textHandler } from './email-html2text/email-html2text.handler';
import { EmailHtml2textService } from './email-html2text/email-html2text.service';
import { PersonalizationGettagsHandler } from './personalization-gettags/personalization-gettags.handler';
import { PersonalizationGettagsService } from './personalization-gettags/personalization-gettags.service';
import { EmailRenderHandler } from './email-render/email-render.handler';
import { EmailRenderService } from './email-render/email-render.service';
import { SentMessageQuery } from './email-render/sent-message.query';
import { RenderSubscriberClient } from './render-subscriber.client';
import { EmailSmtpRenderHandler } from './email-smtp-render/email-smtp-render.handler';
import { EmailSmtpRenderService } from './email-smtp-render/email-smtp-render.service';
import { EmailDeliveryTestHandler } from './email-delivery-test/email-delivery-test.handler';
import { EmailDeliveryTestService } from './email-delivery-test/email-delivery-test.service';
import { EmailDesignpreviewCreateHandler } from './email-designpreview-create/email-designpreview-create.handler';
import { EmailDesignpreviewCreateService } from './email-designpreview-create/email-designpreview-create.service';
import { EmailDesignpreviewDeleteHandler } from './email-designpreview-delete/email-designpreview-delete.handler';
import { EmailDesignpreviewDeleteService } from './email-designpreview-delete/email-designpreview-delete.service';
import { EmailDesignpreviewDetailsHandler } from './email-designpreview-details/email-designpreview-details.handler';
import { EmailDesignpreviewDetailsService } from './email-designpreview-details/email-designpreview-details.service';
import { EmailDesignpreviewGetlistHandler } from './email-designpreview-getlist/email-designpreview-getlist.handler';
import { EmailDesignpreviewGetlistService } from './email-designpreview-getlist/email-designpreview-getlist.service';
import { AttachmentDeleteHandler } from './attachment-delete/attachment-delete.handler';
import { AttachmentDeleteService } from './attachment-delete/attachment-delete.service';

/** Emails (Email.*, Emails.Get): the content campaigns send, its personalization tags, previews, renders, attachments and spam test. */
@Module({
  imports: [CampaignsCommonModule, EmailTemplatesModule, UserEmailContentModule],
  controllers: [
    AttachmentDeleteHandler,
    EmailDesignpreviewGetlistHandler,
    EmailDesignpreviewDetailsHandler,
    EmailDesignpreviewDeleteHandler,
    EmailDesignpreviewCreateHandler,
    EmailDeliveryTestHandler,
    EmailSmtpRenderHandler,
    EmailRenderHandler,
    PersonalizationGettagsHandler,
    EmailHtml2textHandler,
    EmailCreateHandler,
    EmailDeleteHandler,
    EmailDuplicateHandler,
    EmailGetHandler,
    EmailsGetHandler,
    EmailUpdateHandler,
    EmailPersonalizationTagsHandler,
    EmailEmailPreviewHandler,
    EmailSpamTestHandler,
  ],
  providers: [
    AttachmentDeleteService,
    EmailDesignpreviewGetlistService,
    EmailDesignpreviewDetailsService,
    EmailDesignpreviewDeleteService,
    EmailDesignpreviewCreateService,
    EmailDeliveryTestService,
    EmailSmtpRenderService,
    EmailRenderService,
    SentMessageQuery,
    RenderSubscriberClient,
    PersonalizationGettagsService,
    EmailHtml2textService,
    ContentFetcher,
    EmailCreateService,
    EmailDeleteService,
    EmailDuplicateService,
    EmailGetService,
    EmailsGetService,
    EmailUpdateService,
    EmailPersonalizationTagsService,
    EmailEmailPreviewService,
    EmailSpamTestService,
  ],
})
export class EmailsModule {}
