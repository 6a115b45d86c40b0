import { Controller } from '@nestjs/common';

import { ListArchive, type ListArchiveReply, type ListArchiveRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListArchiveService } from './list-archive.service';

@Controller()
export class ListArchiveHandler {
  constructor(private readonly service: ListArchiveService) {}

  @Handles(ListArchive)
  handle(input: ListArchiveRequest, caller: Caller): Promise<ListArchiveReply> {
    return this.service.run(caller.userId, input);
  }
}
