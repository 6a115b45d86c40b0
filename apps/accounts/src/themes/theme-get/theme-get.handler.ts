import { Controller } from '@nestjs/common';

import { ThemeGet, type ThemeGetReply, type ThemeGetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { ThemeGetService } from './theme-get.service';

@Controller()
export class ThemeGetHandler {
  constructor(private readonly service: ThemeGetService) {}

  @Handles(ThemeGet)
  handle(input: ThemeGetRequest): Promise<ThemeGetReply> {
    return this.service.run(input);
  }
}
