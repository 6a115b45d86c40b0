import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CustomFieldsGet, type CustomFieldsGetRequest } from '@mail/contracts';

import { CustomFieldsGetService } from './custom-fields-get.service';

@Controller()
export class CustomFieldsGetHandler {
  constructor(private readonly service: CustomFieldsGetService) {}

  @HandlesCommand(CustomFieldsGet)
  handle(req: BusRequest<CustomFieldsGetRequest>): Promise<object> {
    return this.service.run(req);
  }
}
