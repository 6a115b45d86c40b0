import { Injectable } from '@nestjs/common';

import type { SplittestCreateReply, SplittestCreateRequest } from '@mail/contracts';

import { SplitTestsRepository } from '../split-tests.repository';

/** splittest.create: TODO the rules (throw new CommandError(code, message) with the contract's codes). */
@Injectable()
export class SplittestCreateService {
  constructor(private readonly repository: SplitTestsRepository) {}

  async run(userId: number, input: SplittestCreateRequest): Promise<SplittestCreateReply> {
    return { Name: await this.repository.splittestCreate(userId, input.name) };
  }
}
