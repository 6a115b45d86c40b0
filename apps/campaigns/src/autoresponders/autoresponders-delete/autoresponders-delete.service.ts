import { Injectable } from '@nestjs/common';

import { type AutorespondersDeleteReply, type AutorespondersDeleteRequest, isPositiveId, listOf } from '@mail/contracts';

import { AutorespondersRepository } from '../autoresponders.repository';

/** autoresponders.delete: the ids that are the caller's are deleted (others' are ignored); their pending sends with them. */
@Injectable()
export class AutorespondersDeleteService {
  constructor(private readonly repository: AutorespondersRepository) {}

  async run(userId: number, input: AutorespondersDeleteRequest): Promise<AutorespondersDeleteReply> {
    await this.repository.deleteOwned(userId, listOf(input.autoresponders).filter(isPositiveId).map(Number));
    return {};
  }
}
