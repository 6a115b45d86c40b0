import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CustomFieldsGet } from '@mail/contracts';

import { CustomFieldsGetService } from './custom-fields-get.service';

@Controller()
export class CustomFieldsGetHandler {
  constructor(private readonly service: CustomFieldsGetService) {}

  @HandlesCommand(CustomFieldsGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
