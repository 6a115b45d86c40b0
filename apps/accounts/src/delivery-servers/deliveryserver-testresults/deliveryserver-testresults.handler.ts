import { Controller } from '@nestjs/common';

import { DeliveryserverTestresults, type DeliveryserverTestresultsReply, type DeliveryserverTestresultsRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { DeliveryserverTestresultsService } from './deliveryserver-testresults.service';

@Controller()
export class DeliveryserverTestresultsHandler {
  constructor(private readonly service: DeliveryserverTestresultsService) {}

  @Handles(DeliveryserverTestresults)
  handle(input: DeliveryserverTestresultsRequest): Promise<DeliveryserverTestresultsReply> {
    return this.service.run(input);
  }
}
