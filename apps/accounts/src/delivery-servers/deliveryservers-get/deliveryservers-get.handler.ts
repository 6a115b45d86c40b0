import { Controller } from '@nestjs/common';

import { DeliveryserversGet, type DeliveryserversGetReply, type DeliveryserversGetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { DeliveryserversGetService } from './deliveryservers-get.service';

@Controller()
export class DeliveryserversGetHandler {
  constructor(private readonly service: DeliveryserversGetService) {}

  @Handles(DeliveryserversGet)
  handle(input: DeliveryserversGetRequest): Promise<DeliveryserversGetReply> {
    return this.service.run(input);
  }
}
