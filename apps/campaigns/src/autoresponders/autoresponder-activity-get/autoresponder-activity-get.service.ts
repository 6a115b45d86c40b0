import { Injectable } from '@nestjs/common';

import { type AutoresponderActivityGetReply, type AutoresponderActivityGetRequest, CommandError, isDateText } from '@mail/contracts';

import { intParam } from '../autoresponder.fields';
import { AutorespondersRepository } from '../autoresponders.repository';

const STATUSES: Record<string, string> = { pending: 'Pending', sending: 'Pending', sent: 'Sent', delivered: 'Sent', failed: 'Failed', bounced: 'Bounced' };
const text = (at: Date | null): string | null => (at ? new Date(at).toISOString().replace('T', ' ').slice(0, 19) : null);

/**
 * autoresponder.activity.get: the send log of one of the caller's autoresponders, newest first: one entry per
 * scheduled message (Pending until it is due, then Sent or Failed with the reason), with its open, click and bounce flags.
 */
@Injectable()
export class AutoresponderActivityGetService {
  constructor(private readonly repository: AutorespondersRepository) {}

  async run(userId: number, input: AutoresponderActivityGetRequest): Promise<AutoresponderActivityGetReply> {
    const autoresponder = await this.repository.find(userId, Number(input.autoresponderid));
    if (!autoresponder) throw new CommandError(2, 'Autoresponder not found');
    const since = String(input.since ?? '').trim();
    const status =
      STATUSES[
        String(input.status ?? '')
          .trim()
          .toLowerCase()
      ];
    const { total, rows } = await this.repository.activity(autoresponder.id, {
      since: since && (isDateText(since) || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(since)) ? new Date(`${since.replace(' ', 'T')}Z`) : undefined,
      status,
      limit: intParam(input.recordsperrequest, 50, { min: 1, max: 200 }),
      offset: intParam(input.recordsfrom, 0, { min: 0, max: 1_000_000_000 }),
    });
    return {
      TotalSendCount: total,
      Activity: rows.map((row) => ({
        LogID: row.id,
        SubscriberID: row.subscriber_id,
        Email: row.email_address,
        Status: row.status,
        ScheduledAt: text(row.scheduled_at)!,
        SentAt: text(row.sent_at),
        FailureReason: row.failure_reason,
        Bounced: !!row.bounced,
        Opened: !!row.opened,
        Clicked: !!row.clicked,
      })),
    };
  }
}
