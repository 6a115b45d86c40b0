import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CustomFieldsDelete, type CustomFieldsDeleteRequest } from '@mail/contracts';

import { CustomFieldsDeleteService } from './custom-fields-delete.service';

@Controller()
export class CustomFieldsDeleteHandler {
  constructor(private readonly service: CustomFieldsDeleteService) {}

  @HandlesCommand(CustomFieldsDelete)
  handle(req: BusRequest<CustomFieldsDeleteRequest>): Promise<object> {
    return this.service.run(req);
  }
}
