import { Injectable } from '@nestjs/common';

import {
  CommandError,
  EVENT_EXPORT_MAX_BYTES,
  EVENT_EXPORT_MAX_ROWS,
  type EmailGatewayExportEventsRequest,
  isPresent,
  NO_CACHE_HEADERS,
  type RawHttpReply,
} from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { EVENT_NAME, eventKindsOf } from '../event-names';
import { EventLogRepository, type EventLogRow } from '../event-log.repository';
import { periodOf } from '../stats-period';

const HEADER = ['Time', 'Event', 'MessageID', 'From', 'To', 'Subject', 'Domain', 'SMTPCode'];

/** one CSV cell: a leading formula character is defused with `'`; quoted when it holds a comma, quote or line break */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const smtpCodeOf = (e: EventLogRow): string => {
  const d = e.detail ?? {};
  const code = d.smtp_code ?? d.status ?? '';
  return typeof code === 'string' || typeof code === 'number' ? String(code) : '';
};

/**
 * EmailGateway.ExportEvents: the matching events, newest first, as a CSV file answered without the envelope: at most
 * EVENT_EXPORT_MAX_ROWS rows, and only the rows that fit EVENT_EXPORT_MAX_BYTES (the headers say when it was cut).
 */
@Injectable()
export class EmailGatewayExportEventsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly events: EventLogRepository,
  ) {}

  async run(userId: number, input: EmailGatewayExportEventsRequest): Promise<RawHttpReply> {
    let domainId: number | undefined;
    if (isPresent(input.domainid) && String(input.domainid).trim() !== '0') {
      const id = positiveId(input.domainid);
      if (id === undefined || !(await this.domains.findOwned(userId, id))) throw new CommandError(2, 'Domain could not be retrieved');
      domainId = id;
    }
    const period = periodOf(input.startdate, input.enddate, 30);
    const messageId = isPresent(input.messageid) ? String(input.messageid).trim() || undefined : undefined;
    const query = !messageId && isPresent(input.query) ? String(input.query).trim() || undefined : undefined;
    const page = await this.events.page(
      { userId, domainId, from: period.from, to: period.to, events: eventKindsOf(input.event), messageId, query },
      { offset: 0 },
      EVENT_EXPORT_MAX_ROWS,
      EVENT_EXPORT_MAX_ROWS + 1,
    );
    const lines = [HEADER.join(',')];
    let bytes = 3 + Buffer.byteLength(lines[0]) + 2;
    for (const e of page.rows) {
      const line = [new Date(e.occurred_at).toISOString(), EVENT_NAME[e.event], e.message_id, e.mail_from, e.recipient, e.subject, e.domain_name, smtpCodeOf(e)]
        .map(csvCell)
        .join(',');
      bytes += Buffer.byteLength(line) + 2;
      if (bytes > EVENT_EXPORT_MAX_BYTES) break;
      lines.push(line);
    }
    const rows = lines.length - 1;
    const truncated = rows < page.total;
    return {
      RawHttp: {
        status: 200,
        contentType: 'text/csv; charset=utf-8',
        body: `\uFEFF${lines.join('\r\n')}\r\n`,
        headers: {
          ...NO_CACHE_HEADERS,
          'content-disposition': `attachment; filename="transactional-events-${new Date().toISOString().slice(0, 10)}.csv"`,
          'x-octeth-export-total': String(page.total),
          ...(truncated
            ? { 'x-octeth-export-truncated': '1', 'x-octeth-export-limit': String(rows < EVENT_EXPORT_MAX_ROWS ? rows : EVENT_EXPORT_MAX_ROWS) }
            : {}),
        },
      },
    };
  }
}
