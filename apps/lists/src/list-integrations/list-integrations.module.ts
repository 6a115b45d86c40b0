import { Module } from '@nestjs/common';

import { secretKeyringProvider } from '@mail/secrets';

import { ListsCommonModule } from '../common/lists-common.module';
import { SubscribersModule } from '../subscribers/subscribers.module';
import { IntegrationEventsConsumer } from './integration-events.consumer';
import { IntegrationPostProcessor } from './integration-post.processor';
import { UnsubscribeFormHandler } from './unsubscribe-form/unsubscribe-form.handler';
import { UnsubscribeFormLinks } from './unsubscribe-form/unsubscribe-form-links';
import { UnsubscribeFormPages } from './unsubscribe-form/unsubscribe-form.pages';
import { ListintegrationAddurlHandler } from './listintegration-addurl/listintegration-addurl.handler';
import { ListintegrationAddurlService } from './listintegration-addurl/listintegration-addurl.service';
import { ListIntegrationsRepository } from './list-integrations.repository';
import { ListintegrationDeleteurlsHandler } from './listintegration-deleteurls/listintegration-deleteurls.handler';
import { ListintegrationDeleteurlsService } from './listintegration-deleteurls/listintegration-deleteurls.service';
import { ListintegrationGeturlsHandler } from './listintegration-geturls/listintegration-geturls.handler';
import { ListintegrationGeturlsService } from './listintegration-geturls/listintegration-geturls.service';
import { ListintegrationTesturlHandler } from './listintegration-testurl/listintegration-testurl.handler';
import { ListintegrationTesturlService } from './listintegration-testurl/listintegration-testurl.service';
import { ListintegrationGeneratesubscriptionformhtmlcodeHandler } from './listintegration-generatesubscriptionformhtmlcode/listintegration-generatesubscriptionformhtmlcode.handler';
import { ListintegrationGeneratesubscriptionformhtmlcodeService } from './listintegration-generatesubscriptionformhtmlcode/listintegration-generatesubscriptionformhtmlcode.service';
import { ListintegrationGenerateunsubscriptionformhtmlcodeHandler } from './listintegration-generateunsubscriptionformhtmlcode/listintegration-generateunsubscriptionformhtmlcode.handler';
import { ListintegrationGenerateunsubscriptionformhtmlcodeService } from './listintegration-generateunsubscriptionformhtmlcode/listintegration-generateunsubscriptionformhtmlcode.service';

/**
 * List integrations: URLs called (signed, retried, SSRF-guarded) on a list's subscription events, and the
 * generated subscription / unsubscription forms with the public unsubscription form path.
 */
@Module({
  imports: [ListsCommonModule, SubscribersModule],
  controllers: [
    UnsubscribeFormHandler,
    ListintegrationGenerateunsubscriptionformhtmlcodeHandler,
    ListintegrationGeneratesubscriptionformhtmlcodeHandler,
    ListintegrationTesturlHandler,
    ListintegrationGeturlsHandler,
    ListintegrationDeleteurlsHandler,
    ListintegrationAddurlHandler,
  ],
  providers: [
    ListintegrationGenerateunsubscriptionformhtmlcodeService,
    ListintegrationGeneratesubscriptionformhtmlcodeService,
    ListintegrationTesturlService,
    ListintegrationGeturlsService,
    ListintegrationDeleteurlsService,
    ListintegrationAddurlService,
    ListIntegrationsRepository,
    IntegrationEventsConsumer,
    IntegrationPostProcessor,
    UnsubscribeFormLinks,
    UnsubscribeFormPages,
    secretKeyringProvider,
  ],
})
export class ListIntegrationsModule {}
