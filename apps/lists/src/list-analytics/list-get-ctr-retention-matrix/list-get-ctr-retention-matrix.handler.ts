import { Controller } from '@nestjs/common';

import { ListGetCtrRetentionMatrix, type ListGetCtrRetentionMatrixReply, type ListGetCtrRetentionMatrixRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetCtrRetentionMatrixService } from './list-get-ctr-retention-matrix.service';

@Controller()
export class ListGetCtrRetentionMatrixHandler {
  constructor(private readonly service: ListGetCtrRetentionMatrixService) {}

  @Handles(ListGetCtrRetentionMatrix)
  handle(input: ListGetCtrRetentionMatrixRequest, caller: Caller): Promise<ListGetCtrRetentionMatrixReply> {
    return this.service.run(caller.userId, input);
  }
}
