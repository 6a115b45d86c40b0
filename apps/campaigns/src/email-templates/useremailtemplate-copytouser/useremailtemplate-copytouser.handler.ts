import { Controller } from '@nestjs/common';

import { UseremailtemplateCopytouser, type UseremailtemplateCopytouserReply, type UseremailtemplateCopytouserRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UseremailtemplateCopytouserService } from './useremailtemplate-copytouser.service';

@Controller()
export class UseremailtemplateCopytouserHandler {
  constructor(private readonly service: UseremailtemplateCopytouserService) {}

  @Handles(UseremailtemplateCopytouser)
  handle(input: UseremailtemplateCopytouserRequest): Promise<UseremailtemplateCopytouserReply> {
    return this.service.run(input);
  }
}
