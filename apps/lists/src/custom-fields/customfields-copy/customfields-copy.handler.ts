import { Controller } from '@nestjs/common';

import { CustomfieldsCopy, type CustomfieldsCopyReply, type CustomfieldsCopyRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CustomfieldsCopyService } from './customfields-copy.service';

@Controller()
export class CustomfieldsCopyHandler {
  constructor(private readonly service: CustomfieldsCopyService) {}

  @Handles(CustomfieldsCopy)
  handle(input: CustomfieldsCopyRequest, caller: Caller): Promise<CustomfieldsCopyReply> {
    return this.service.run(caller.userId, input);
  }
}
