import { Controller } from '@nestjs/common';

import { SettingsEmailsendingtest, type SettingsEmailsendingtestReply, type SettingsEmailsendingtestRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SettingsEmailsendingtestService } from './settings-emailsendingtest.service';

@Controller()
export class SettingsEmailsendingtestHandler {
  constructor(private readonly service: SettingsEmailsendingtestService) {}

  @Handles(SettingsEmailsendingtest)
  handle(input: SettingsEmailsendingtestRequest): Promise<SettingsEmailsendingtestReply> {
    return this.service.run(input);
  }
}
