import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsOutboxBrowse } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { intCursorOf, limitOf } from '../../common/params';
import { DevOutbox } from '../dev-outbox';

/** smsoutbox.browse: the caller's messages in the dev outbox, oldest first. */
@Controller()
export class OutboxBrowseHandler {
  constructor(private readonly outbox: DevOutbox) {}

  @HandlesCommand(SmsOutboxBrowse)
  async handle(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    const limit = limitOf(req.params.limit, 1);
    const rows = await this.outbox.page(userId, intCursorOf(req.params.cursor, 2), limit);
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
