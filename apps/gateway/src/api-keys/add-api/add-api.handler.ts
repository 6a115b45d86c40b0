import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, GatewayAddApi, type GatewayAddApiRequest } from '@mail/contracts';

import { AddApiService } from './add-api.service';

@Controller()
export class AddApiHandler {
  constructor(private readonly service: AddApiService) {}

  @HandlesCommand(GatewayAddApi)
  handle(req: BusRequest<GatewayAddApiRequest>): Promise<object> {
    return this.service.run(req);
  }
}
