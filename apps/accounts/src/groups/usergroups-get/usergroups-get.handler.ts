import { Controller } from '@nestjs/common';

import { UsergroupsGet, type UsergroupsGetReply } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsergroupsGetService } from './usergroups-get.service';

@Controller()
export class UsergroupsGetHandler {
  constructor(private readonly service: UsergroupsGetService) {}

  @Handles(UsergroupsGet)
  handle(): Promise<UsergroupsGetReply> {
    return this.service.list();
  }
}
