import { Injectable } from '@nestjs/common';

import { type AutoresponderDuplicateReply, type AutoresponderDuplicateRequest, CommandError, isPositiveId } from '@mail/contracts';
import { logger } from '@mail/config';

import { AutoresponderChecks } from '../autoresponder.checks';
import { AutoresponderCloner } from '../autoresponder.cloner';
import { AutorespondersRepository } from '../autoresponders.repository';

const log = logger('campaigns.autoresponders');

/** autoresponder.duplicate: one autoresponder cloned with its email, Disabled, on its list or another of the caller's. */
@Injectable()
export class AutoresponderDuplicateService {
  constructor(
    private readonly repository: AutorespondersRepository,
    private readonly checks: AutoresponderChecks,
    private readonly cloner: AutoresponderCloner,
  ) {}

  async run(userId: number, input: AutoresponderDuplicateRequest): Promise<AutoresponderDuplicateReply> {
    const source = await this.repository.find(userId, Number(input.autoresponderid));
    if (!source) throw new CommandError(2, 'Autoresponder not found');
    const listId = isPositiveId(input.targetlistid) ? Number(input.targetlistid) : source.list_id;
    if (listId !== source.list_id) await this.checks.lists(userId, [listId], new CommandError(3, 'The target list is not yours'));
    const prefix = input.nameprefix === undefined ? 'Copy of ' : String(input.nameprefix);
    const clone = await this.cloner.clone(source, listId, `${prefix}${source.name}`, 'Disabled').catch((error: unknown) => {
      log.error({ err: error, autoresponderId: source.id }, 'autoresponder clone failed');
      throw new CommandError(5, 'Creating the clone failed');
    });
    if (clone === 'email') throw new CommandError(4, 'Cloning the email failed');
    return { AutoResponderID: clone.id, RelEmailID: clone.emailId };
  }
}
