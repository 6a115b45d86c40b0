import { Controller } from '@nestjs/common';

import {
  ListintegrationGeneratesubscriptionformhtmlcode,
  type ListintegrationGeneratesubscriptionformhtmlcodeReply,
  type ListintegrationGeneratesubscriptionformhtmlcodeRequest,
} from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListintegrationGeneratesubscriptionformhtmlcodeService } from './listintegration-generatesubscriptionformhtmlcode.service';

@Controller()
export class ListintegrationGeneratesubscriptionformhtmlcodeHandler {
  constructor(private readonly service: ListintegrationGeneratesubscriptionformhtmlcodeService) {}

  @Handles(ListintegrationGeneratesubscriptionformhtmlcode)
  handle(input: ListintegrationGeneratesubscriptionformhtmlcodeRequest, caller: Caller): Promise<ListintegrationGeneratesubscriptionformhtmlcodeReply> {
    return this.service.run(caller.userId, input);
  }
}
