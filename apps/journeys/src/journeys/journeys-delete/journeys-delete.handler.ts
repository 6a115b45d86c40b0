import { Controller } from '@nestjs/common';

import { JourneysDelete, type JourneysDeleteReply, type JourneysDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneysDeleteService } from './journeys-delete.service';

@Controller()
export class JourneysDeleteHandler {
  constructor(private readonly service: JourneysDeleteService) {}

  @Handles(JourneysDelete)
  handle(input: JourneysDeleteRequest, caller: Caller): Promise<JourneysDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
