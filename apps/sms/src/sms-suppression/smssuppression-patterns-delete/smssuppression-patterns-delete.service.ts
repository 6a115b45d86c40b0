import { Injectable, Logger } from '@nestjs/common';

import type { SmssuppressionPatternsDeleteReply, SmssuppressionPatternsDeleteRequest } from '@mail/contracts';

import { deleteEntries } from '../suppression-delete';
import { SmsSuppressionRepository } from '../sms-suppression.repository';

/** smssuppression.patterns.delete: the caller's own non-system entries by id (suppression-delete.ts). */
@Injectable()
export class SmssuppressionPatternsDeleteService {
  private readonly log = new Logger('smssuppression.patterns.delete');

  constructor(private readonly repository: SmsSuppressionRepository) {}

  run(userId: number, input: SmssuppressionPatternsDeleteRequest): Promise<SmssuppressionPatternsDeleteReply> {
    return deleteEntries(this.repository, this.log, userId, input);
  }
}
