import { Injectable } from '@nestjs/common';

import { type BusRequest, normaliseActivityType, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { ts } from '../../common/sql';
import { ListRepository } from '../../lists/list.repository';
import { SubscriberRepository } from '../subscriber.repository';

/**
 * Subscriber.Get.Activity: 1 list id, 2 subscriber id, 3 FilterJson missing/not a JSON array, 4 unknown
 * activity type, 5 operator other than OR, 6 list not the caller's, 7 subscriber not in the list.
 * An empty FilterJson array means every type. Newest first, paged.
 */
@Injectable()
export class SubscriberGetActivityService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberRepository,
  ) {}

  async run(req: BusRequest): Promise<{ SubscriberActivity: Record<string, unknown>[]; TotalSubscriberActivity: number }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SubscriberListID') && !p.str('ListID')) throw new CommandError(1, 'Missing subscriber list id');
    if (!p.str('SubscriberID')) throw new CommandError(2, 'Missing subscriber id');
    const types = readFilter(p);
    if (types === undefined) throw new CommandError(3, 'Invalid or missing FilterJson');
    const resolved = types.map((t) => normaliseActivityType(t));
    if (resolved.some((t) => !t)) throw new CommandError(4, 'Invalid criteria');
    const operator = p.str('Operator') || 'OR';
    if (operator.toUpperCase() !== 'OR') throw new CommandError(5, 'Invalid operator');
    const listId = p.id('SubscriberListID') ?? p.id('ListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(6, 'Invalid list');
    const subscriberId = p.id('SubscriberID');
    if (!subscriberId || !(await this.subscribers.byId(listId, subscriberId))) throw new CommandError(7, 'Invalid subscriber');
    const limit = Math.min(1000, Math.max(1, p.int('RecordsPerRequest', 25)));
    const offset = Math.max(0, p.int('RecordsFrom', 0));
    const filter = resolved.length ? `AND "activity_type" = ANY($2::text[])` : '';
    const params: unknown[] = resolved.length ? [subscriberId, resolved] : [subscriberId];
    const [total] = await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM "lists"."activity" WHERE "subscriber_id" = $1 ${filter}`, params);
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${ts('"created_at"')} AS "ActivityDate", "user_id" AS "UserID", "list_id"::int AS "ListID", "subscriber_id"::int AS "SubscriberID",
              "activity_type" AS "ActivityType", coalesce("parameters", '[]'::jsonb) AS "Parameters"
       FROM "lists"."activity" WHERE "subscriber_id" = $1 ${filter} ORDER BY "created_at" DESC, "id" DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return { SubscriberActivity: rows, TotalSubscriberActivity: Number(total?.n ?? 0) };
  }
}

function readFilter(p: ParamReader): string[] | undefined {
  const raw = p.raw('FilterJson') ?? p.raw('FilterJSON');
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  } else if (typeof raw === 'object' && !Array.isArray(raw)) value = Object.values(raw);
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return undefined;
  return value as string[];
}
