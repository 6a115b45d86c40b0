import { Injectable, Logger } from '@nestjs/common';

import type { SmssuppressionDeleteReply, SmssuppressionDeleteRequest } from '@mail/contracts';

import { deleteEntries } from '../suppression-delete';
import { SmsSuppressionRepository } from '../sms-suppression.repository';

/** smssuppression.delete: the caller's own non-system entries by id (suppression-delete.ts). */
@Injectable()
export class SmssuppressionDeleteService {
  private readonly log = new Logger('smssuppression.delete');

  constructor(private readonly repository: SmsSuppressionRepository) {}

  run(userId: number, input: SmssuppressionDeleteRequest): Promise<SmssuppressionDeleteReply> {
    return deleteEntries(this.repository, this.log, userId, input);
  }
}
