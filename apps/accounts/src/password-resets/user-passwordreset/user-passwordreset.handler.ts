import { Controller } from '@nestjs/common';

import { UserPasswordreset, type UserPasswordresetReply, type UserPasswordresetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UserPasswordresetService } from './user-passwordreset.service';

@Controller()
export class UserPasswordresetHandler {
  constructor(private readonly service: UserPasswordresetService) {}

  @Handles(UserPasswordreset)
  handle(input: UserPasswordresetRequest): Promise<UserPasswordresetReply> {
    return this.service.run(input);
  }
}
