import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { CustomFieldsGet, type CustomFieldsGetReply, type CustomFieldsGetRequest } from '@mail/contracts';

import { CustomFieldsGetService } from './custom-fields-get.service';

@Controller()
export class CustomFieldsGetHandler {
  constructor(private readonly service: CustomFieldsGetService) {}

  @Handles(CustomFieldsGet)
  handle(input: CustomFieldsGetRequest, caller: Caller): Promise<CustomFieldsGetReply> {
    return this.service.run(input, caller);
  }
}
