import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { CustomFieldsDelete, type CustomFieldsDeleteReply, type CustomFieldsDeleteRequest } from '@mail/contracts';

import { CustomFieldsDeleteService } from './custom-fields-delete.service';

@Controller()
export class CustomFieldsDeleteHandler {
  constructor(private readonly service: CustomFieldsDeleteService) {}

  @Handles(CustomFieldsDelete)
  handle(input: CustomFieldsDeleteRequest, caller: Caller): Promise<CustomFieldsDeleteReply> {
    return this.service.run(input, caller);
  }
}
