import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CustomFieldUpdate, type CustomFieldUpdateRequest } from '@mail/contracts';

import { CustomFieldUpdateService } from './custom-field-update.service';

@Controller()
export class CustomFieldUpdateHandler {
  constructor(private readonly service: CustomFieldUpdateService) {}

  @HandlesCommand(CustomFieldUpdate)
  handle(req: BusRequest<CustomFieldUpdateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
