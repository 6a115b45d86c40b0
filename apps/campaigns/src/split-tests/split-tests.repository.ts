import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** Queries of split-tests; rules live in the services. */
@Injectable()
export class SplitTestsRepository {
  constructor(private readonly db: ServiceDb) {}

  /** splittest.create: TODO the query (SQL lives only in repositories and *.query.ts) */
  async splittestCreate(userId: number, name: string): Promise<string> {
    const row = await this.db.one<{ name: string }>(`SELECT $2::text AS "name" WHERE $1::bigint > 0`, [userId, name]);
    return row?.name ?? '';
  }
}
