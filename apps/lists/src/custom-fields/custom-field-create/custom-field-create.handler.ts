import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { CustomFieldCreate, type CustomFieldCreateReply, type CustomFieldCreateRequest } from '@mail/contracts';

import { CustomFieldCreateService } from './custom-field-create.service';

@Controller()
export class CustomFieldCreateHandler {
  constructor(private readonly service: CustomFieldCreateService) {}

  @Handles(CustomFieldCreate)
  handle(input: CustomFieldCreateRequest, caller: Caller): Promise<CustomFieldCreateReply> {
    return this.service.run(input, caller);
  }
}
