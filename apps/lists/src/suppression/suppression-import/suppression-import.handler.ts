import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SuppressionImport, type SuppressionImportRequest } from '@mail/contracts';

import { SuppressionImportService } from './suppression-import.service';

@Controller()
export class SuppressionImportHandler {
  constructor(private readonly service: SuppressionImportService) {}

  @HandlesCommand(SuppressionImport)
  handle(req: BusRequest<SuppressionImportRequest>): Promise<object> {
    return this.service.run(req);
  }
}
