import { Injectable } from '@nestjs/common';

import type { GatewayEvent } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** Which events a read wants: always one user's; the other bounds only when set. */
export interface EventFilter {
  userId: number;
  domainId?: number;
  /** inclusive */
  from?: Date;
  /** exclusive */
  to?: Date;
  /** only these kinds (an empty list matches nothing) */
  events?: GatewayEvent[];
  messageId?: string;
  /** free text over subject, from, recipient and the event's details */
  query?: string;
}

/** An event with its message's headers, as the event reads show it. */
export interface EventLogRow {
  id: number;
  message_id: string;
  domain_id: number;
  domain_name: string;
  event: GatewayEvent;
  recipient: string;
  detail: Record<string, unknown>;
  occurred_at: Date;
  mail_from: string;
  subject: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** where-clause and parameters of a filter ($1 … $n), over message_event e joined with message m */
function whereOf(f: EventFilter): { where: string; params: unknown[] } | undefined {
  if (f.messageId !== undefined && !UUID.test(f.messageId)) return undefined;
  const params: unknown[] = [f.userId];
  const terms = [`e."user_id" = $1`];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    terms.push(sql(params.length));
  };
  if (f.domainId !== undefined) add((n) => `e."domain_id" = $${n}`, f.domainId);
  if (f.from) add((n) => `e."occurred_at" >= $${n}`, f.from);
  if (f.to) add((n) => `e."occurred_at" < $${n}`, f.to);
  if (f.events) add((n) => `e."event" = ANY($${n}::text[])`, f.events);
  if (f.messageId !== undefined) add((n) => `e."message_id" = $${n}::uuid`, f.messageId);
  if (f.query)
    add(
      (n) => `(m."subject" ILIKE $${n} OR m."mail_from" ILIKE $${n} OR e."recipient" ILIKE $${n} OR e."detail"::text ILIKE $${n})`,
      `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  return { where: terms.join(' AND '), params };
}

/** how a page starts: after the cursor event (keyset), or `offset` events after the newest */
export interface PageStart {
  /** an event id from a previous page (its last): the page starts just after it */
  after?: number;
  offset: number;
}

/** how many events TotalRecords counts at most when it has to count them (a filter the counters cannot answer) */
export const COUNT_CAP = 10_000;

/** the counters' column (stats_daily) of each kind of event */
const COUNTER_OF: Record<GatewayEvent, string> = {
  delivery: 'delivered',
  bounce: 'bounced',
  open: 'opened',
  click: 'clicked',
  unsubscribe: 'unsubscribed',
  complaint: 'complained',
  unknown: 'unknown',
};

const isWholeDay = (d: Date | undefined) => d === undefined || d.getTime() % 86_400_000 === 0;

const FROM = `FROM "gateway"."message_event" e JOIN "gateway"."message" m ON m."id" = e."message_id"`;

/**
 * Reads of message_event for the event log (writes: message-event.repository.ts): newest first ("occurred_at",
 * "id"), with keyset paging (migration EventKeysetIndexes: an index per user and per domain in that order): a page
 * reads its own rows and no more, however deep. TotalRecords never counts every matching event per page: the
 * statistics' counters answer it (whole UTC days, no text or message filter), one message's events are counted
 * (few), and any other filter is counted up to COUNT_CAP.
 */
@Injectable()
export class EventLogRepository {
  constructor(private readonly db: ServiceDb) {}

  /** one page (newest first), how many match (counted up to `countCap` when the counters cannot answer), and the cursor of the next page (undefined on the last) */
  async page(f: EventFilter, start: PageStart, limit: number, countCap = COUNT_CAP): Promise<{ total: number; rows: EventLogRow[]; next?: number }> {
    const w = whereOf(f);
    if (!w) return { total: 0, rows: [] };
    const [total, found] = await Promise.all([this.total(f, w, countCap), this.rows(f, w, start, limit + 1)]);
    const rows = found.slice(0, limit);
    return { total, rows, next: found.length > limit ? rows[rows.length - 1].id : undefined };
  }

  /** how many events match (counted up to `cap` when the counters cannot answer) */
  count(f: EventFilter, cap: number): Promise<number> {
    const w = whereOf(f);
    return w ? this.total(f, w, cap) : Promise.resolve(0);
  }

  /** up to `limit` events just after the event `after` (from the newest without it), newest first */
  after(f: EventFilter, after: number | undefined, limit: number): Promise<EventLogRow[]> {
    const w = whereOf(f);
    return w ? this.rows(f, w, { after, offset: 0 }, limit) : Promise.resolve([]);
  }

  private async rows(f: EventFilter, w: { where: string; params: unknown[] }, start: PageStart, limit: number): Promise<EventLogRow[]> {
    const params = [...w.params];
    const at = (value: unknown) => `$${params.push(value)}`;
    let from = '';
    if (start.after !== undefined) {
      // just after the cursor event, if it is one of the user's (else the page is empty: no such cursor)
      from = ` AND (e."occurred_at", e."id") < (SELECT c."occurred_at", c."id" FROM "gateway"."message_event" c WHERE c."id" = ${at(start.after)} AND c."user_id" = $1)`;
    } else if (start.offset > 0) {
      // the vendor's StartFrom: the page starts at the offset's event, found on the ordered index alone (no join,
      // no row read but the index's); StartAfter pages at constant cost
      const seek = f.query
        ? `SELECT e."occurred_at", e."id" ${FROM} WHERE ${w.where}`
        : `SELECT e."occurred_at", e."id" FROM "gateway"."message_event" e WHERE ${w.where}`;
      from = ` AND (e."occurred_at", e."id") <= (${seek} ORDER BY e."occurred_at" DESC, e."id" DESC OFFSET ${at(start.offset)} LIMIT 1)`;
    }
    return this.db.query<EventLogRow>(
      `SELECT e."id"::int AS "id", e."message_id", e."domain_id"::int AS "domain_id", d."name" AS "domain_name", e."event", e."recipient", e."detail",
         e."occurred_at", m."mail_from", m."subject"
       ${FROM} JOIN "gateway"."sender_domain" d ON d."id" = e."domain_id"
       WHERE ${w.where}${from} ORDER BY e."occurred_at" DESC, e."id" DESC LIMIT ${at(limit)}`,
      params,
    );
  }

  private async total(f: EventFilter, w: { where: string; params: unknown[] }, cap: number): Promise<number> {
    if (f.events && !f.events.length) return 0;
    if (f.messageId === undefined && !f.query && isWholeDay(f.from) && isWholeDay(f.to)) {
      const kinds = f.events ?? (Object.keys(COUNTER_OF) as GatewayEvent[]);
      const params: unknown[] = [f.userId];
      const terms = [`"user_id" = $1`];
      if (f.domainId !== undefined) terms.push(`"domain_id" = $${params.push(f.domainId)}`);
      if (f.from) terms.push(`"day" >= ($${params.push(f.from)}::timestamptz AT TIME ZONE 'UTC')::date`);
      if (f.to) terms.push(`"day" < ($${params.push(f.to)}::timestamptz AT TIME ZONE 'UTC')::date`);
      const sum = [...new Set(kinds)].map((k) => `"${COUNTER_OF[k]}"`).join(' + ');
      const row = await this.db.one<{ n: string }>(`SELECT coalesce(sum(${sum}), 0) AS "n" FROM "gateway"."stats_daily" WHERE ${terms.join(' AND ')}`, params);
      return Number(row?.n ?? 0);
    }
    const joined = f.query ? FROM : `FROM "gateway"."message_event" e`;
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM (SELECT 1 ${joined} WHERE ${w.where} LIMIT ${Math.max(1, Math.floor(cap))}) AS "capped"`,
      w.params,
    );
    return row?.n ?? 0;
  }
}
