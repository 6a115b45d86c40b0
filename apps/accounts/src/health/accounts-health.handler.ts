import { Controller } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { HandlesQuery } from '@mail/bus';
import { type AccountsHealthReply, Queries } from '@mail/contracts';
import { InjectDataSource } from '@mail/db';

/**
 * Queries.AccountsHealth: a real round trip to the database, the session table readable, and how many
 * administrators exist (the edge reports code 2 when none, 6 when the session store fails).
 */
@Controller()
export class AccountsHealthHandler {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  @HandlesQuery(Queries.AccountsHealth)
  async handle(): Promise<AccountsHealthReply> {
    await this.db.query('SELECT 1');
    await this.db.query(`SELECT 1 FROM "accounts"."session" LIMIT 1`);
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM "accounts"."administrator"`);
    return { database: 'OK', session: 'OK', adminCount: row.n };
  }
}
