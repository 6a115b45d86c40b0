import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { TaggingService } from '../tagging.service';

/** Subscriber.Untag: same codes as Subscriber.Tag; RulesOperator defaults to 'or'. */
@Injectable()
export class SubscriberUntagService {
  constructor(private readonly tagging: TaggingService) {}

  run(req: BusRequest): Promise<Record<string, unknown>> {
    return this.tagging.run(req, 'untag');
  }
}
