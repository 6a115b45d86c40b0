import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { SqlParams } from '../rules/sql-params';
import { presentSubscriber, SUBSCRIBER_COLUMNS, type SubscriberRow } from './subscriber.row';
import { SubscriberRepository } from './subscriber.repository';

export const SUBSCRIBER_ORDER: Record<string, string> = {
  emailaddress: 'lower(s."email")',
  email: 'lower(s."email")',
  subscriberid: 's."id"',
  subscriptiondate: 's."subscription_date"',
  subscriptionstatus: 's."status"',
  optindate: 's."optin_date"',
  subscriptionip: 's."subscription_ip"',
  unsubscriptiondate: 's."unsubscription_date"',
};

/** One page of a list's subscribers matching a compiled WHERE, with total and custom field columns. */
@Injectable()
export class SubscriberBrowseQuery {
  constructor(
    private readonly db: ServiceDb,
    private readonly subscribers: SubscriberRepository,
  ) {}

  async page(
    listId: number,
    where: string,
    params: SqlParams,
    options: { order: string; limit: number; offset: number; onlyTotal?: boolean; fieldIds: number[] },
  ): Promise<{ total: number; rows: Record<string, unknown>[]; raw: SubscriberRow[] }> {
    const count = new SqlParams(params.values);
    const [total] = await this.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM "lists"."subscriber" s WHERE s."list_id" = ${count.add(listId)} AND ${where}`,
      count.values,
    );
    if (options.onlyTotal) return { total: Number(total?.n ?? 0), rows: [], raw: [] };
    const page = new SqlParams(params.values);
    const raw = await this.db.query<SubscriberRow>(
      `SELECT ${SUBSCRIBER_COLUMNS} FROM "lists"."subscriber" s WHERE s."list_id" = ${page.add(listId)} AND ${where}
       ORDER BY ${options.order}, s."id" ASC LIMIT ${Math.max(0, Math.min(options.limit, 10_000))} OFFSET ${Math.max(0, options.offset)}`,
      page.values,
    );
    const values = await this.subscribers.valuesOf(raw.map((r) => Number(r.id)));
    return { total: Number(total?.n ?? 0), raw, rows: raw.map((r) => presentSubscriber(r, options.fieldIds, values.get(Number(r.id)) ?? {})) };
  }
}
