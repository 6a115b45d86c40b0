import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CustomFieldCreate, type CustomFieldCreateRequest } from '@mail/contracts';

import { CustomFieldCreateService } from './custom-field-create.service';

@Controller()
export class CustomFieldCreateHandler {
  constructor(private readonly service: CustomFieldCreateService) {}

  @HandlesCommand(CustomFieldCreate)
  handle(req: BusRequest<CustomFieldCreateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
