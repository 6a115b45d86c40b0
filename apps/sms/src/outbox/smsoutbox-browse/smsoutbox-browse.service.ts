import { Injectable } from '@nestjs/common';

import type { SmsOutboxBrowseReply, SmsOutboxBrowseRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { intCursorOf, limitOf } from '../../common/params';
import { DevOutbox } from '../dev-outbox';

/** smsoutbox.browse: the caller's messages in the dev outbox, oldest first. */
@Injectable()
export class SmsOutboxBrowseService {
  constructor(private readonly outbox: DevOutbox) {}

  async run(input: SmsOutboxBrowseRequest, caller: Caller): Promise<SmsOutboxBrowseReply> {
    const userId = caller.userId;
    const limit = limitOf(input.limit, 1);
    const rows = await this.outbox.page(userId, intCursorOf(input.cursor, 2), limit);
    const page = rows.slice(0, limit);
    return {
      Limit: limit,
      Messages: page.map((r) => ({
        OutboxID: Number(r.id),
        QueueID: r.messageId === null ? null : Number(r.messageId),
        To: r.to,
        From: r.from,
        Body: r.body,
        Parts: r.parts,
        Encoding: r.encoding,
        CreatedAt: r.createdAt,
      })),
      NextCursor: rows.length > limit ? Number(page[page.length - 1].id) : null,
    };
  }
}
