import { Injectable } from '@nestjs/common';

import { UserLimitsService } from '../common/limits.service';
import { ListRepository } from '../lists/list.repository';

/** The subscriber limit of the user's group (accounts), against the subscribers on all their lists. */
@Injectable()
export class SubscriberQuota {
  constructor(
    private readonly limits: UserLimitsService,
    private readonly lists: ListRepository,
  ) {}

  async reached(userId: number): Promise<boolean> {
    const { subscribers: max } = await this.limits.limitsOf(userId);
    return max !== null && max !== undefined && (await this.lists.subscribersOfUser(userId)) >= max;
  }
}
