import { Controller } from '@nestjs/common';

import { PersonalizationGettags, type PersonalizationGettagsReply, type PersonalizationGettagsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { PersonalizationGettagsService } from './personalization-gettags.service';

@Controller()
export class PersonalizationGettagsHandler {
  constructor(private readonly service: PersonalizationGettagsService) {}

  @Handles(PersonalizationGettags)
  handle(input: PersonalizationGettagsRequest, caller: Caller): Promise<PersonalizationGettagsReply> {
    return this.service.run(caller.userId, input);
  }
}
