import { Controller } from '@nestjs/common';

import { DeliveryserverUpdate, type DeliveryserverUpdateReply, type DeliveryserverUpdateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { DeliveryserverUpdateService } from './deliveryserver-update.service';

@Controller()
export class DeliveryserverUpdateHandler {
  constructor(private readonly service: DeliveryserverUpdateService) {}

  @Handles(DeliveryserverUpdate)
  handle(input: DeliveryserverUpdateRequest): Promise<DeliveryserverUpdateReply> {
    return this.service.run(input);
  }
}
