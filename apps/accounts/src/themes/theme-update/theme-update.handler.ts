import { Controller } from '@nestjs/common';

import { ThemeUpdate, type ThemeUpdateReply, type ThemeUpdateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { ThemeUpdateService } from './theme-update.service';

@Controller()
export class ThemeUpdateHandler {
  constructor(private readonly service: ThemeUpdateService) {}

  @Handles(ThemeUpdate)
  handle(input: ThemeUpdateRequest): Promise<ThemeUpdateReply> {
    return this.service.run(input);
  }
}
