import { Injectable } from '@nestjs/common';

import { CommandError, type EventsListReply, type EventsListRequest, isPresent } from '@mail/contracts';

import { SenderKeys } from '../../api-keys/sender-keys';
import { MAX_PAGE, wholeIn } from '../email-gateway-get-events/email-gateway-get-events.service';
import { EVENT_NAME, eventKindsOf, unixOf } from '../event-names';
import { EventLogRepository } from '../event-log.repository';

/** GET /api/v1/events: the events of the sender key's domain only (1 no key, 13 not a key), newest first. */
@Injectable()
export class EventsListService {
  constructor(
    private readonly keys: SenderKeys,
    private readonly events: EventLogRepository,
  ) {}

  /** `credential`: the raw sender key the edge passed along (the bearer) */
  async run(credential: string | undefined, input: EventsListRequest): Promise<EventsListReply> {
    if (!credential) throw new CommandError(1, 'Missing SenderAPIKey');
    const key = await this.keys.resolve(credential);
    const offset = isPresent(input.startfrom) ? wholeIn(input.startfrom, 0, 1e9) : 0;
    if (offset === undefined) throw new CommandError(4, 'StartFrom must be a whole number of 0 or more');
    const limit = isPresent(input.retrievecount) ? wholeIn(input.retrievecount, 1, MAX_PAGE) : 5;
    if (limit === undefined) throw new CommandError(5, `RetrieveCount must be a whole number from 1 to ${MAX_PAGE}`);
    const after = isPresent(input.startafter) ? wholeIn(input.startafter, 1, Number.MAX_SAFE_INTEGER) : undefined;
    if (isPresent(input.startafter) && after === undefined) throw new CommandError(4, 'StartAfter must be the id of an event');
    const end = unixOf(input.enddate);
    const page = await this.events.page(
      {
        userId: key.user_id,
        domainId: key.domain_id,
        from: unixOf(input.startdate),
        to: end && new Date(end.getTime() + 1000),
        events: eventKindsOf(input.event),
        messageId: isPresent(input.messageid) ? String(input.messageid).trim() : undefined,
      },
      { after, offset },
      limit,
    );
    return {
      TotalRecords: page.total,
      NextStartAfter: page.next ?? null,
      Events: page.rows.map((e) => ({
        EventID: e.id,
        Event: EVENT_NAME[e.event],
        LoggedAt: Math.floor(new Date(e.occurred_at).getTime() / 1000),
        MessageID: e.message_id,
        Recipient: e.recipient,
        Message: { Headers: { From: e.mail_from, To: e.recipient, Subject: e.subject } },
        Details: e.detail,
      })),
    };
  }
}
