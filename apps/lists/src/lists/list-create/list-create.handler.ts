import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { ListCreate, type ListCreateReply, type ListCreateRequest } from '@mail/contracts';

import { ListCreateService } from './list-create.service';

@Controller()
export class ListCreateHandler {
  constructor(private readonly service: ListCreateService) {}

  @Handles(ListCreate)
  handle(input: ListCreateRequest, caller: Caller): Promise<ListCreateReply> {
    return this.service.run(input, caller);
  }
}
