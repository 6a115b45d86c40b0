import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { CustomFieldUpdate, type CustomFieldUpdateReply, type CustomFieldUpdateRequest } from '@mail/contracts';

import { CustomFieldUpdateService } from './custom-field-update.service';

@Controller()
export class CustomFieldUpdateHandler {
  constructor(private readonly service: CustomFieldUpdateService) {}

  @Handles(CustomFieldUpdate)
  handle(input: CustomFieldUpdateRequest, caller: Caller): Promise<CustomFieldUpdateReply> {
    return this.service.run(input, caller);
  }
}
