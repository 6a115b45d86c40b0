import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type ListCreateReply, type ListCreateRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { UserLimitsService } from '../../common/limits.service';
import { ListRepository } from '../list.repository';

/** List.Create: 1 missing name, 4 a name over its bound (the request DTO), 3 list limit of the user's group reached (2, duplicate name, is disabled as in the spec). */
@Injectable()
export class ListCreateService {
  constructor(
    private readonly lists: ListRepository,
    private readonly limits: UserLimitsService,
  ) {}

  async run(p: ListCreateRequest, caller: Caller): Promise<ListCreateReply> {
    const userId = caller.userId;
    const name = paramText(p.subscriberlistname) || paramText(p.listname) || paramText(p.name);
    if (!name) throw new CommandError(1, 'Required field missing: subscriberlistname');
    const { lists: max } = await this.limits.limitsOf(userId);
    if (max !== null && max !== undefined && (await this.lists.countOfUser(userId)) >= max) {
      throw new CommandError(3, 'User has exceeded the maximum number of subscriber lists');
    }
    const confirmationEmailId = paramId(p.optinconfirmationemailid);
    const ListID = await this.lists.insert(userId, {
      name,
      optInMode: /^double$/i.test(paramText(p.optinmode)) || confirmationEmailId ? 'Double' : 'Single',
      settings: confirmationEmailId ? { OptInConfirmationEmailID: confirmationEmailId } : {},
    });
    return { ListID };
  }
}
