import { Controller } from '@nestjs/common';

import { UseremailtemplateCopy, type UseremailtemplateCopyReply, type UseremailtemplateCopyRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UseremailtemplateCopyService } from './useremailtemplate-copy.service';

@Controller()
export class UseremailtemplateCopyHandler {
  constructor(private readonly service: UseremailtemplateCopyService) {}

  @Handles(UseremailtemplateCopy)
  handle(input: UseremailtemplateCopyRequest, caller: Caller): Promise<UseremailtemplateCopyReply> {
    return this.service.run(caller.userId, input);
  }
}
