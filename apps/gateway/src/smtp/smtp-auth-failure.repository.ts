import { Injectable } from '@nestjs/common';

import { type FailureCounts, ServiceDb } from '@mail/kit';

/** Whose relay AUTH attempts are counted together: the username given (lower-cased) and the client's address. */
export interface RelayAuthKey {
  username: string;
  ip: string;
}

/**
 * smtp_auth_failure: each relay AUTH attempt is counted as a failure when it starts (before the password is checked,
 * so parallel guesses over many connections cannot slip through a check-then-insert), and a success deletes its
 * pair's rows. The same shape as accounts' login failures, in the gateway's own table.
 */
@Injectable()
export class SmtpAuthFailureRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * Reads the windows and, when `judge` admits the attempt, counts it — atomically: concurrent attempts from one
   * address or on one username queue on transaction-scoped advisory locks (address first, then username, so two
   * attempts never wait on each other in a cycle).
   */
  reserve<T extends { blocked: boolean }>(key: RelayAuthKey, windowSeconds: number, judge: (counts: FailureCounts) => T): Promise<T> {
    return this.db.tx(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('gateway.smtp-auth.ip'), hashtext($1))`, [key.ip]);
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('gateway.smtp-auth.username'), hashtext($1))`, [key.username]);
      const [row] = await tx.query(
        `SELECT count(*) FILTER (WHERE "username" = $1 AND "ip_address" = $2)::int AS pair_count,
                min("at") FILTER (WHERE "username" = $1 AND "ip_address" = $2) AS pair_oldest,
                count(*) FILTER (WHERE "username" = $1)::int AS user_count,
                min("at") FILTER (WHERE "username" = $1) AS user_oldest,
                count(*) FILTER (WHERE "ip_address" = $2)::int AS ip_count,
                min("at") FILTER (WHERE "ip_address" = $2) AS ip_oldest
           FROM "gateway"."smtp_auth_failure"
          WHERE "at" > now() - make_interval(secs => $3) AND ("username" = $1 OR "ip_address" = $2)`,
        [key.username, key.ip, windowSeconds],
      );
      const at = (v: unknown) => (v ? new Date(v as string) : null);
      const decision = judge({
        usernameAndIp: { count: row.pair_count, oldest: at(row.pair_oldest) },
        username: { count: row.user_count, oldest: at(row.user_oldest) },
        ip: { count: row.ip_count, oldest: at(row.ip_oldest) },
      });
      if (!decision.blocked) await tx.query(`INSERT INTO "gateway"."smtp_auth_failure" ("username", "ip_address") VALUES ($1, $2)`, [key.username, key.ip]);
      return decision;
    });
  }

  /** A successful AUTH forgets the pair's failures (its own attempt included). */
  async succeeded(key: RelayAuthKey): Promise<void> {
    await this.db.query(`DELETE FROM "gateway"."smtp_auth_failure" WHERE "username" = $1 AND "ip_address" = $2`, [key.username, key.ip]);
  }

  async purgeOlderThan(seconds: number): Promise<void> {
    await this.db.query(`DELETE FROM "gateway"."smtp_auth_failure" WHERE "at" < now() - make_interval(secs => $1)`, [seconds]);
  }
}
