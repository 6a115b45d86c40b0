import { Injectable } from '@nestjs/common';

import { type AutoresponderGetReply, type AutoresponderGetRequest, CommandError, isTrueParam } from '@mail/contracts';

import { autoresponderView } from '../autoresponder.presenter';
import { AutorespondersRepository } from '../autoresponders.repository';

/** autoresponder.get: one of the caller's autoresponders (another's answers 2, as a missing one) with its lifetime counters. */
@Injectable()
export class AutoresponderGetService {
  constructor(private readonly repository: AutorespondersRepository) {}

  async run(userId: number, input: AutoresponderGetRequest): Promise<AutoresponderGetReply> {
    const autoresponder = await this.repository.find(userId, Number(input.autoresponderid));
    if (!autoresponder) throw new CommandError(2, 'Autoresponder not found');
    const counters = await this.repository.counters(autoresponder.id);
    return { AutoResponder: autoresponderView(autoresponder, counters, isTrueParam(input.retrievestatistics)) };
  }
}
