import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscribersImport } from '@mail/contracts';

import { SubscribersImportService } from './subscribers-import.service';

@Controller()
export class SubscribersImportHandler {
  constructor(private readonly service: SubscribersImportService) {}

  @HandlesCommand(SubscribersImport)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
