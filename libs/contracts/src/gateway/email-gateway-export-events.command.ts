import { defineCommand } from '../define-command';
import type { RawHttpReply } from '../public/raw-http-reply';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES } from './gateway-params';

/** the most rows one export holds (the vendor's cap) */
export const EVENT_EXPORT_MAX_ROWS = 10_000;
/** the most bytes one export answers (it travels in one bus reply): the newest rows that fit */
export const EVENT_EXPORT_MAX_BYTES = 512 * 1024;

export class EmailGatewayExportEventsRequest {
  @Param("One sender domain (must be the caller's); omit or 0 for all of the caller's")
  domainid?: string | number;

  @Param('accepted-by-mta, rejected-by-mta, delivered, bounced, opened, clicked, unsubscribed, complained (or delivery, bounce, ...)')
  event?: string;

  @Param('Only this message (wins over Query)')
  messageid?: string;

  @Param('Free text over subject, from, recipient and the event details; ignored with MessageID')
  query?: string;

  @Param('Strict Y-m-d (UTC); default 30 days before EndDate; malformed: the default')
  startdate?: string;

  @Param('Strict Y-m-d (UTC); default today; never before StartDate')
  enddate?: string;
}

export type EmailGatewayExportEventsReply = RawHttpReply;

export const EmailGatewayExportEvents = defineCommand({
  name: 'EmailGateway.ExportEvents',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayExportEventsRequest,
  returns: reply<EmailGatewayExportEventsReply>(),
  rawReply: true,
  reply:
    'a CSV file (no envelope): Time, Event, MessageID, From, To, Subject, Domain, SMTPCode; headers X-Octeth-Export-Total, and X-Octeth-Export-Truncated / X-Octeth-Export-Limit when cut',
  errorStyle: 'scalar',
  errors: { 2: "DomainID is not the caller's domain" },
  summary: "The caller's gateway events, filtered like EmailGateway.GetEvents, as a downloadable CSV file (newest first).",
  notes: GATEWAY_NOTES,
});
