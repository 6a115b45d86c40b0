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

/** Reads of message_event for the event log (writes: message-event.repository.ts): newest first. */
@Injectable()
export class EventLogRepository {
  constructor(private readonly db: ServiceDb) {}

  /** one page (newest first) and how many match in all */
  async page(f: EventFilter, offset: number, limit: number): Promise<{ total: number; rows: EventLogRow[] }> {
    const w = whereOf(f);
    if (!w) return { total: 0, rows: [] };
    const from = `FROM "gateway"."message_event" e JOIN "gateway"."message" m ON m."id" = e."message_id" JOIN "gateway"."sender_domain" d ON d."id" = e."domain_id"`;
    const [count, rows] = await Promise.all([
      this.db.one<{ n: number }>(`SELECT count(*)::int AS "n" ${from} WHERE ${w.where}`, w.params),
      this.db.query<EventLogRow>(
        `SELECT e."id"::int AS "id", e."message_id", e."domain_id"::int AS "domain_id", d."name" AS "domain_name", e."event", e."recipient", e."detail",
           e."occurred_at", m."mail_from", m."subject"
         ${from} WHERE ${w.where} ORDER BY e."occurred_at" DESC, e."id" DESC OFFSET $${w.params.length + 1} LIMIT $${w.params.length + 2}`,
        [...w.params, offset, limit],
      ),
    ]);
    return { total: count?.n ?? 0, rows };
  }
}
