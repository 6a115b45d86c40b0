import { Injectable } from '@nestjs/common';

import { CommandError, isPositiveId, type ListCloneReply, type ListCloneRequest } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';
import { logger } from '@mail/config';
import { paramBool, paramText } from '@mail/values';

import { UserLimitsService } from '../../common/limits.service';
import { ListRepository } from '../list.repository';
import { ListLifecycleRepository } from '../list-lifecycle.repository';

const log = logger('lists.clone');
/** not copied: the confirmation email link is set again with List.Update */
const NOT_COPIED = ['OptInConfirmationEmailID'];

/**
 * List.Clone: a new, empty list with the source's opt-in mode and settings and (IncludeCustomFields, default true) copies
 * of its own custom fields, in one transaction: a failed field copy leaves no list behind (4).
 */
@Injectable()
export class ListCloneService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly lifecycle: ListLifecycleRepository,
    private readonly limits: UserLimitsService,
  ) {}

  async run(userId: number, input: ListCloneRequest): Promise<ListCloneReply> {
    const name = paramText(input.name);
    const sourceId = isPositiveId(input.subscriberlistid) ? Number(String(input.subscriberlistid).trim()) : 0;
    const source = sourceId ? await this.lifecycle.source(userId, sourceId) : undefined;
    if (!source) throw new CommandError(2, 'Invalid source list or missing name');
    const { lists: max } = await this.limits.limitsOf(userId);
    if (max !== null && max !== undefined && (await this.lists.countOfUser(userId)) >= max)
      throw new CommandError(3, 'User has exceeded the maximum number of subscriber lists');
    const settings = Object.fromEntries(Object.entries(source.settings ?? {}).filter(([key]) => !NOT_COPIED.includes(key)));
    const withFields = paramBool(input.includecustomfields, true);
    try {
      return await this.db.tx(async (m) => {
        const ListID = await this.lifecycle.insertList(m, userId, { name, optInMode: source.opt_in_mode, settings });
        const CustomFieldsCloned = withFields ? await this.lifecycle.copyFields(m, userId, sourceId, ListID) : 0;
        return { ListID, CustomFieldsCloned };
      });
    } catch (error) {
      log.warn({ err: error, listId: sourceId }, 'list clone failed');
      throw new CommandError(4, 'Cloning the list failed');
    }
  }
}
