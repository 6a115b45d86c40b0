import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsProviderSet } from '@mail/contracts';

import { ProviderSetService } from './provider-set.service';

@Controller()
export class ProviderSetHandler {
  constructor(private readonly service: ProviderSetService) {}

  @HandlesCommand(SmsProviderSet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
