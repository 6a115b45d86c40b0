import { Controller } from '@nestjs/common';

import {
  ListintegrationGenerateunsubscriptionformhtmlcode,
  type ListintegrationGenerateunsubscriptionformhtmlcodeReply,
  type ListintegrationGenerateunsubscriptionformhtmlcodeRequest,
} from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListintegrationGenerateunsubscriptionformhtmlcodeService } from './listintegration-generateunsubscriptionformhtmlcode.service';

@Controller()
export class ListintegrationGenerateunsubscriptionformhtmlcodeHandler {
  constructor(private readonly service: ListintegrationGenerateunsubscriptionformhtmlcodeService) {}

  @Handles(ListintegrationGenerateunsubscriptionformhtmlcode)
  handle(input: ListintegrationGenerateunsubscriptionformhtmlcodeRequest, caller: Caller): Promise<ListintegrationGenerateunsubscriptionformhtmlcodeReply> {
    return this.service.run(caller.userId, input);
  }
}
