import { Injectable } from '@nestjs/common';

import { type AutorespondersCopyReply, type AutorespondersCopyRequest, CommandError, isPositiveId } from '@mail/contracts';

import { AutoresponderChecks } from '../autoresponder.checks';
import { AutoresponderCloner } from '../autoresponder.cloner';
import { AutorespondersRepository } from '../autoresponders.repository';

const NOT_FOUND = () => new CommandError(4, 'The source or target list does not exist or is not yours');

/** autoresponders.copy: every autoresponder of the source list (or the one asked for) cloned with its email onto the target list. */
@Injectable()
export class AutorespondersCopyService {
  constructor(
    private readonly repository: AutorespondersRepository,
    private readonly checks: AutoresponderChecks,
    private readonly cloner: AutoresponderCloner,
  ) {}

  async run(userId: number, input: AutorespondersCopyRequest): Promise<AutorespondersCopyReply> {
    const [sourceListId, targetListId] = [Number(input.sourcelistid), Number(input.targetlistid)];
    await this.checks.lists(userId, [sourceListId, targetListId], NOT_FOUND());
    const onlyId = isPositiveId(input.targetautoresponderid) ? Number(input.targetautoresponderid) : undefined;
    const sources = await this.repository.ofList(userId, sourceListId, onlyId);
    if (onlyId && !sources.length) throw NOT_FOUND();
    const prefix = String(input.prefix ?? '');
    for (const source of sources) {
      const clone = await this.cloner.clone(source, targetListId, `${prefix}${source.name}`, source.status);
      if (clone === 'email') throw NOT_FOUND();
    }
    return {};
  }
}
