import { Controller } from '@nestjs/common';

import { ThemeDelete, type ThemeDeleteReply, type ThemeDeleteRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { ThemeDeleteService } from './theme-delete.service';

@Controller()
export class ThemeDeleteHandler {
  constructor(private readonly service: ThemeDeleteService) {}

  @Handles(ThemeDelete)
  handle(input: ThemeDeleteRequest): Promise<ThemeDeleteReply> {
    return this.service.run(input);
  }
}
