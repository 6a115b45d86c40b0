import { Controller } from '@nestjs/common';

import { ThemeCreate, type ThemeCreateReply, type ThemeCreateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { ThemeCreateService } from './theme-create.service';

@Controller()
export class ThemeCreateHandler {
  constructor(private readonly service: ThemeCreateService) {}

  @Handles(ThemeCreate)
  handle(input: ThemeCreateRequest): Promise<ThemeCreateReply> {
    return this.service.run(input);
  }
}
