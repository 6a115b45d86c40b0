import { Inject, Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { CompiledWhere } from '../rules/rule-engine.query';
import { SqlParams } from '../rules/sql-params';
import { LISTS_CONFIG, type ListsConfig } from '../lists.config';

/** Sizes a RulesJSON selection to decide whether a bulk operation runs in the request or as a job. */
@Injectable()
export class BulkSelectionRepository {
  readonly syncLimit: number;

  constructor(
    private readonly db: ServiceDb,
    @Inject(LISTS_CONFIG) config: ListsConfig,
  ) {
    this.syncLimit = config.bulkRulesSyncLimit;
  }

  /**
   * True when more than BULK_RULES_SYNC_LIMIT subscribers of the list match (alias `s`; `notUnsubscribed`:
   * only those not unsubscribed yet). Stops counting past the limit, so it stays cheap on a large list.
   */
  async exceedsSyncLimit(listId: number, where: CompiledWhere, options: { notUnsubscribed?: boolean } = {}): Promise<boolean> {
    const params = new SqlParams(where.params.values);
    const still = options.notUnsubscribed ? `s."status" <> 'Unsubscribed'` : 'TRUE';
    const [row] = await this.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM "lists"."subscriber" s WHERE s."list_id" = ${params.add(listId)}::bigint AND ${still} AND ${where.sql}
       LIMIT ${params.add(this.syncLimit + 1)}) x`,
      params.values,
    );
    return Number(row?.n ?? 0) > this.syncLimit;
  }
}
