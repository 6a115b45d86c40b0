import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { DeliveryserverCreateHandler } from './deliveryserver-create/deliveryserver-create.handler';
import { DeliveryserverCreateService } from './deliveryserver-create/deliveryserver-create.service';
import { DeliveryServerPasswords } from './delivery-server.passwords';
import { DeliveryServerRepository } from './delivery-server.repository';
import { DeliveryserverUpdateHandler } from './deliveryserver-update/deliveryserver-update.handler';
import { DeliveryserverUpdateService } from './deliveryserver-update/deliveryserver-update.service';
import { DeliveryserverTestresultsHandler } from './deliveryserver-testresults/deliveryserver-testresults.handler';
import { DeliveryserverTestresultsService } from './deliveryserver-testresults/deliveryserver-testresults.service';
import { DeliveryserversGetHandler } from './deliveryservers-get/deliveryservers-get.handler';
import { DeliveryserversGetService } from './deliveryservers-get/deliveryservers-get.service';
import { DeliveryserversDeleteHandler } from './deliveryservers-delete/deliveryservers-delete.handler';
import { DeliveryserversDeleteService } from './deliveryservers-delete/deliveryservers-delete.service';

/** delivery-servers: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [
    DeliveryserversDeleteHandler,
    DeliveryserversGetHandler,
    DeliveryserverTestresultsHandler,
    DeliveryserverUpdateHandler,
    DeliveryserverCreateHandler,
  ],
  providers: [
    DeliveryserversDeleteService,
    DeliveryserversGetService,
    DeliveryserverTestresultsService,
    DeliveryserverUpdateService,
    DeliveryserverCreateService,
    DeliveryServerRepository,
    DeliveryServerPasswords,
  ],
})
export class DeliveryServersModule {}
