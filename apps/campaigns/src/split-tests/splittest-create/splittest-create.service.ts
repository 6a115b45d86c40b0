import { Injectable } from '@nestjs/common';

import {
  canonicalOf,
  CommandError,
  isPositiveId,
  SPLIT_TEST_WINNER_ALIASES,
  SPLIT_TEST_WINNERS,
  type SplittestCreateReply,
  type SplittestCreateRequest,
} from '@mail/contracts';

import { SplitTestRepository } from '../split-test.repository';

/** splittest.create: sets (or replaces) the split test of one of the caller's campaigns that has not started sending. */
@Injectable()
export class SplittestCreateService {
  constructor(private readonly tests: SplitTestRepository) {}

  async run(userId: number, input: SplittestCreateRequest): Promise<SplittestCreateReply> {
    if (!isPositiveId(input.campaignid)) throw new CommandError(6, 'Campaign not found');
    const saved = await this.tests.save(userId, Number(input.campaignid), {
      size: Number(input.testsize),
      duration: Number(input.testduration),
      rule: canonicalOf(SPLIT_TEST_WINNERS, input.winner, SPLIT_TEST_WINNER_ALIASES)!,
    });
    if (saved === 'missing') throw new CommandError(6, 'Campaign not found');
    if (saved === 'started') throw new CommandError(10, 'The campaign is sending or was sent: a split test is set before the send');
    return { SplitTestID: saved.id };
  }
}
