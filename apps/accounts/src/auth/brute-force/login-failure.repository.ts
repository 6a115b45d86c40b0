import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';

import type { FailureCounts } from './brute-force.policy';

type Scope = 'user' | 'admin';

@Injectable()
export class LoginFailureRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  async counts(scope: Scope, username: string, ip: string, windowSeconds: number): Promise<FailureCounts> {
    const [row] = await this.db.query(
      `SELECT count(*) FILTER (WHERE "username" = $2 AND "ip_address" = $3)::int AS pair_count,
              min("at") FILTER (WHERE "username" = $2 AND "ip_address" = $3) AS pair_oldest,
              count(*) FILTER (WHERE "username" = $2)::int AS user_count,
              min("at") FILTER (WHERE "username" = $2) AS user_oldest,
              count(*) FILTER (WHERE "ip_address" = $3)::int AS ip_count,
              min("at") FILTER (WHERE "ip_address" = $3) AS ip_oldest
         FROM "accounts"."login_failure"
        WHERE "scope" = $1 AND "at" > now() - make_interval(secs => $4) AND ("username" = $2 OR "ip_address" = $3)`,
      [scope, username, ip, windowSeconds],
    );
    const at = (v: unknown) => (v ? new Date(v as string) : null);
    return {
      usernameAndIp: { count: row.pair_count, oldest: at(row.pair_oldest) },
      username: { count: row.user_count, oldest: at(row.user_oldest) },
      ip: { count: row.ip_count, oldest: at(row.ip_oldest) },
    };
  }

  async record(scope: Scope, username: string, ip: string): Promise<void> {
    await this.db.query(`INSERT INTO "accounts"."login_failure" ("scope", "username", "ip_address") VALUES ($1, $2, $3)`, [scope, username, ip]);
  }

  async clear(scope: Scope, username: string, ip: string): Promise<void> {
    await this.db.query(`DELETE FROM "accounts"."login_failure" WHERE "scope" = $1 AND "username" = $2 AND "ip_address" = $3`, [scope, username, ip]);
  }

  async purgeOlderThan(seconds: number): Promise<void> {
    await this.db.query(`DELETE FROM "accounts"."login_failure" WHERE "at" < now() - make_interval(secs => $1)`, [seconds]);
  }
}
