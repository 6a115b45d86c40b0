import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { ClientCreateHandler } from './client-create/client-create.handler';
import { ClientCreateService } from './client-create/client-create.service';
import { ClientAssets } from './client-assets';
import { ClientScope } from './client-scope';
import { ClientSessions } from './client-sessions';
import { ClientsRepository } from './clients.repository';
import { ClientUpdateHandler } from './client-update/client-update.handler';
import { ClientUpdateService } from './client-update/client-update.service';
import { ClientsGetHandler } from './clients-get/clients-get.handler';
import { ClientsGetService } from './clients-get/clients-get.service';
import { ClientsDeleteHandler } from './clients-delete/clients-delete.handler';
import { ClientsDeleteService } from './clients-delete/clients-delete.service';
import { ClientLoginHandler } from './client-login/client-login.handler';
import { ClientLoginService } from './client-login/client-login.service';
import { ClientAssigncampaignsHandler } from './client-assigncampaigns/client-assigncampaigns.handler';
import { ClientAssigncampaignsService } from './client-assigncampaigns/client-assigncampaigns.service';
import { ClientAssignsubscriberlistsHandler } from './client-assignsubscriberlists/client-assignsubscriberlists.handler';
import { ClientAssignsubscriberlistsService } from './client-assignsubscriberlists/client-assignsubscriberlists.service';
import { ClientListsGetHandler } from './client-lists-get/client-lists-get.handler';
import { ClientListsGetService } from './client-lists-get/client-lists-get.service';
import { ClientListGetHandler } from './client-list-get/client-list-get.handler';
import { ClientListGetService } from './client-list-get/client-list-get.service';
import { ClientCampaignsGetHandler } from './client-campaigns-get/client-campaigns-get.handler';
import { ClientCampaignsGetService } from './client-campaigns-get/client-campaigns-get.service';
import { ClientCampaignGetHandler } from './client-campaign-get/client-campaign-get.handler';
import { ClientCampaignGetService } from './client-campaign-get/client-campaign-get.service';

/** clients: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [
    ClientCampaignGetHandler,
    ClientCampaignsGetHandler,
    ClientListGetHandler,
    ClientListsGetHandler,
    ClientAssignsubscriberlistsHandler,
    ClientAssigncampaignsHandler,
    ClientLoginHandler,
    ClientsDeleteHandler,
    ClientsGetHandler,
    ClientUpdateHandler,
    ClientCreateHandler,
  ],
  providers: [
    ClientCampaignGetService,
    ClientCampaignsGetService,
    ClientListGetService,
    ClientListsGetService,
    ClientAssignsubscriberlistsService,
    ClientAssigncampaignsService,
    ClientLoginService,
    ClientsDeleteService,
    ClientsGetService,
    ClientUpdateService,
    ClientCreateService,
    ClientsRepository,
    ClientSessions,
    ClientScope,
    ClientAssets,
  ],
})
export class ClientsModule {}
