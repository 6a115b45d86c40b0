import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { TaggingService } from '../tagging.service';

/** Subscriber.Tag: codes 1–8 of the spec (see TaggingService). */
@Injectable()
export class SubscriberTagService {
  constructor(private readonly tagging: TaggingService) {}

  run(req: BusRequest): Promise<Record<string, unknown>> {
    return this.tagging.run(req, 'tag');
  }
}
