import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SuppressionImport, type SuppressionImportReply, type SuppressionImportRequest } from '@mail/contracts';

import { SuppressionImportService } from './suppression-import.service';

@Controller()
export class SuppressionImportHandler {
  constructor(private readonly service: SuppressionImportService) {}

  @Handles(SuppressionImport)
  handle(input: SuppressionImportRequest, caller: Caller): Promise<SuppressionImportReply> {
    return this.service.run(input, caller);
  }
}
