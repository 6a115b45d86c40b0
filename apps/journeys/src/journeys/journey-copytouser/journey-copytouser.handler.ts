import { Controller } from '@nestjs/common';

import { JourneyCopytouser, type JourneyCopytouserReply, type JourneyCopytouserRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { JourneyCopytouserService } from './journey-copytouser.service';

@Controller()
export class JourneyCopytouserHandler {
  constructor(private readonly service: JourneyCopytouserService) {}

  @Handles(JourneyCopytouser)
  handle(input: JourneyCopytouserRequest): Promise<JourneyCopytouserReply> {
    return this.service.run(input);
  }
}
