import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { GATEWAY_NOTES } from './gateway-params';

/** EmailGateway.GetEvents: parameter names arrive lower-cased. */
export class EmailGatewayGetEventsRequest {
  @Param('Only this sender domain (must be the caller’s); all of the caller’s domains when omitted')
  domainid?: string | number;

  @IsPresent(code(4, 'Missing StartFrom'))
  @Param('Offset of the first event (0 for the newest)', true)
  startfrom?: string | number;

  @IsPresent(code(5, 'Missing RetrieveCount'))
  @Param('Events to return, at most 100', true)
  retrievecount?: string | number;

  @Param('Keyset paging: the id of the last event of the previous page (its NextStartAfter); the page starts just after it, whatever StartFrom says')
  startafter?: string | number;

  @Param('Y-m-d: from this day (UTC)')
  startdate?: string;

  @Param('Y-m-d: through this day (UTC)')
  enddate?: string;

  @Param('delivered, bounced, opened, clicked, unsubscribed, complained, accepted-by-mta, rejected-by-mta (or delivery, bounce, ...)')
  event?: string;

  @Param('Free text over subject, from, recipient and the event details')
  query?: string;
}

/** one event, in the vendor's lower-case keys */
export interface GatewayEventView {
  id: number;
  event: string;
  /** Unix seconds */
  timestamp: number;
  'message-id': string;
  recipient: string;
  domain: string;
  'delivery-status': Record<string, unknown>;
  message: { headers: { from: string; to: string; subject: string } };
}

export interface EmailGatewayGetEventsReply {
  /**
   * How many events match: exact from the statistics' counters for whole days without a text or message filter;
   * otherwise counted up to 10,000 (documented in docs/decisions.md)
   */
  TotalRecords: number;
  /** the StartAfter of the next page; null on the last page */
  NextStartAfter: number | null;
  Events: GatewayEventView[];
}

export const EmailGatewayGetEvents = defineCommand({
  name: 'EmailGateway.GetEvents',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayGetEventsRequest,
  returns: reply<EmailGatewayGetEventsReply>(),
  reply:
    'TotalRecords, NextStartAfter, Events [{ id, event, timestamp, message-id, recipient, domain, delivery-status, message { headers { from, to, subject } } }] (newest first)',
  errorStyle: 'scalar',
  errors: {
    2: "DomainID is not the caller's domain",
    4: 'StartFrom missing (or not a whole number ≥ 0), or StartAfter not an event id',
    5: 'RetrieveCount missing (or not a whole number 1–100)',
  },
  summary: "Page through the gateway events of one or all of the caller's sender domains, newest first.",
  notes: GATEWAY_NOTES,
});
