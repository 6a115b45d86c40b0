import { Controller } from '@nestjs/common';

import { DeliveryserversDelete, type DeliveryserversDeleteReply, type DeliveryserversDeleteRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { DeliveryserversDeleteService } from './deliveryservers-delete.service';

@Controller()
export class DeliveryserversDeleteHandler {
  constructor(private readonly service: DeliveryserversDeleteService) {}

  @Handles(DeliveryserversDelete)
  handle(input: DeliveryserversDeleteRequest): Promise<DeliveryserversDeleteReply> {
    return this.service.run(input);
  }
}
