import { Controller } from '@nestjs/common';

import { SettingsUpdate, type SettingsUpdateReply, type SettingsUpdateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SettingsUpdateService } from './settings-update.service';

@Controller()
export class SettingsUpdateHandler {
  constructor(private readonly service: SettingsUpdateService) {}

  @Handles(SettingsUpdate)
  handle(input: SettingsUpdateRequest): Promise<SettingsUpdateReply> {
    return this.service.run(input);
  }
}
