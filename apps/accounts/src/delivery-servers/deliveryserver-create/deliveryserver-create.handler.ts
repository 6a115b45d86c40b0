import { Controller } from '@nestjs/common';

import { DeliveryserverCreate, type DeliveryserverCreateReply, type DeliveryserverCreateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { DeliveryserverCreateService } from './deliveryserver-create.service';

@Controller()
export class DeliveryserverCreateHandler {
  constructor(private readonly service: DeliveryserverCreateService) {}

  @Handles(DeliveryserverCreate)
  handle(input: DeliveryserverCreateRequest): Promise<DeliveryserverCreateReply> {
    return this.service.run(input);
  }
}
