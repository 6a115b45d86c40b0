import { Controller } from '@nestjs/common';

import { ThemesGet, type ThemesGetReply, type ThemesGetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { ThemesGetService } from './themes-get.service';

@Controller()
export class ThemesGetHandler {
  constructor(private readonly service: ThemesGetService) {}

  @Handles(ThemesGet)
  handle(_input: ThemesGetRequest): Promise<ThemesGetReply> {
    return this.service.run();
  }
}
