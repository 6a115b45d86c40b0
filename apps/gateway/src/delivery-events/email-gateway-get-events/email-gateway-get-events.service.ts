import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayGetEventsReply, type EmailGatewayGetEventsRequest, isPresent } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { dayOf, EVENT_NAME, eventKindsOf, nextDay } from '../event-names';
import { EventLogRepository, type EventLogRow } from '../event-log.repository';

export const MAX_PAGE = 100;

/** a whole number in [min, max], or undefined */
export function wholeIn(value: unknown, min: number, max: number): number | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/** EmailGateway.GetEvents: the caller's events (one domain, 2 when not theirs, or all), newest first. */
@Injectable()
export class EmailGatewayGetEventsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly events: EventLogRepository,
  ) {}

  async run(userId: number, input: EmailGatewayGetEventsRequest): Promise<EmailGatewayGetEventsReply> {
    const offset = wholeIn(input.startfrom, 0, 1e9);
    if (offset === undefined) throw new CommandError(4, 'StartFrom must be a whole number of 0 or more');
    const limit = wholeIn(input.retrievecount, 1, MAX_PAGE);
    if (limit === undefined) throw new CommandError(5, `RetrieveCount must be a whole number from 1 to ${MAX_PAGE}`);
    let domainId: number | undefined;
    if (isPresent(input.domainid) && String(input.domainid).trim() !== '0') {
      const id = positiveId(input.domainid);
      if (id === undefined || !(await this.domains.findOwned(userId, id))) throw new CommandError(2, 'Domain could not be retrieved');
      domainId = id;
    }
    const after = isPresent(input.startafter) ? wholeIn(input.startafter, 1, Number.MAX_SAFE_INTEGER) : undefined;
    if (isPresent(input.startafter) && after === undefined) throw new CommandError(4, 'StartAfter must be the id of an event');
    const end = dayOf(input.enddate);
    const page = await this.events.page(
      {
        userId,
        domainId,
        from: dayOf(input.startdate),
        to: end && nextDay(end),
        events: eventKindsOf(input.event),
        query: isPresent(input.query) ? String(input.query).trim() || undefined : undefined,
      },
      { after, offset },
      limit,
    );
    return { TotalRecords: page.total, NextStartAfter: page.next ?? null, Events: page.rows.map(eventView) };
  }
}

export function eventView(e: EventLogRow): EmailGatewayGetEventsReply['Events'][number] {
  return {
    id: e.id,
    event: EVENT_NAME[e.event],
    timestamp: Math.floor(new Date(e.occurred_at).getTime() / 1000),
    'message-id': e.message_id,
    recipient: e.recipient,
    domain: e.domain_name,
    'delivery-status': e.detail,
    message: { headers: { from: e.mail_from, to: e.recipient, subject: e.subject } },
  };
}
