import { Controller } from '@nestjs/common';

import { UserSwitch, type UserSwitchReply, type UserSwitchRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSwitchService } from './user-switch.service';

@Controller()
export class UserSwitchHandler {
  constructor(private readonly service: UserSwitchService) {}

  @Handles(UserSwitch)
  handle(input: UserSwitchRequest, caller: Caller): Promise<UserSwitchReply> {
    return this.service.run(caller, input);
  }
}
