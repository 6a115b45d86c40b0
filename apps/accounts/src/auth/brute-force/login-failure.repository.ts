import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource } from '@mail/db';
import type { FailureCounts } from '@mail/kit';

export interface LoginKey {
  scope: 'user' | 'admin';
  /** normalised login (lower-cased username or email, or a `#…` marker for key logins) */
  username: string;
  ip: string;
}

/** The windows and whether the client is known, as seen under the attempt's locks. */
export interface AttemptSnapshot {
  counts: FailureCounts;
  knownClient: boolean;
}

/**
 * Login attempts: each one is counted as a failure when it starts (before the secret is checked,
 * since argon2 takes long enough for parallel guesses to slip through a check-then-insert), and
 * released or cleared when it ends otherwise. Successful clients are remembered per account.
 */
@Injectable()
export class LoginFailureRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  /**
   * Reads the windows and, when `judge` admits the attempt, counts it — atomically: concurrent
   * attempts from one address or on one username queue on transaction-scoped advisory locks (address
   * first, then username, so two attempts never wait on each other in a cycle). Returns the id of
   * the counted attempt, or undefined when it was refused.
   */
  async reserve<T extends { blocked: boolean }>(
    key: LoginKey,
    windowSeconds: number,
    judge: (snapshot: AttemptSnapshot) => T,
  ): Promise<{ decision: T; attemptId?: string }> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('accounts.login.ip'), hashtext($1 || ':' || $2))`, [key.scope, key.ip]);
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('accounts.login.username'), hashtext($1 || ':' || $2))`, [key.scope, key.username]);
      const decision = judge(await this.snapshot(tx, key, windowSeconds));
      if (decision.blocked) return { decision };
      const [row] = await tx.query(`INSERT INTO "accounts"."login_failure" ("scope", "username", "ip_address") VALUES ($1, $2, $3) RETURNING "id"`, [
        key.scope,
        key.username,
        key.ip,
      ]);
      return { decision, attemptId: String(row.id) };
    });
  }

  /** The attempt ended without a wrong secret (refused captcha, disabled account, missing 2FA code). */
  async release(attemptId: string): Promise<void> {
    await this.db.query(`DELETE FROM "accounts"."login_failure" WHERE "id" = $1`, [attemptId]);
  }

  /** A successful login forgets the pair's failures (this one included) and remembers the client. */
  async succeeded(key: LoginKey): Promise<void> {
    await this.db.query(
      `WITH "cleared" AS (DELETE FROM "accounts"."login_failure" WHERE "scope" = $1 AND "username" = $2 AND "ip_address" = $3)
       INSERT INTO "accounts"."login_known_client" ("scope", "username", "ip_address") VALUES ($1, $2, $3)
       ON CONFLICT ("scope", "username", "ip_address") DO UPDATE SET "last_success_at" = now()`,
      [key.scope, key.username, key.ip],
    );
  }

  async purgeOlderThan(seconds: number, knownClientDays: number): Promise<void> {
    await this.db.query(`DELETE FROM "accounts"."login_failure" WHERE "at" < now() - make_interval(secs => $1)`, [seconds]);
    await this.db.query(`DELETE FROM "accounts"."login_known_client" WHERE "last_success_at" < now() - make_interval(days => $1)`, [knownClientDays]);
  }

  private async snapshot(tx: EntityManager, key: LoginKey, windowSeconds: number): Promise<AttemptSnapshot> {
    const [row] = await tx.query(
      `SELECT count(*) FILTER (WHERE "username" = $2 AND "ip_address" = $3)::int AS pair_count,
              min("at") FILTER (WHERE "username" = $2 AND "ip_address" = $3) AS pair_oldest,
              count(*) FILTER (WHERE "username" = $2)::int AS user_count,
              min("at") FILTER (WHERE "username" = $2) AS user_oldest,
              count(*) FILTER (WHERE "ip_address" = $3)::int AS ip_count,
              min("at") FILTER (WHERE "ip_address" = $3) AS ip_oldest,
              EXISTS (SELECT 1 FROM "accounts"."login_known_client" k
                       WHERE k."scope" = $1 AND k."username" = $2 AND k."ip_address" = $3) AS known_client
         FROM "accounts"."login_failure"
        WHERE "scope" = $1 AND "at" > now() - make_interval(secs => $4) AND ("username" = $2 OR "ip_address" = $3)`,
      [key.scope, key.username, key.ip, windowSeconds],
    );
    const at = (v: unknown) => (v ? new Date(v as string) : null);
    return {
      counts: {
        usernameAndIp: { count: row.pair_count, oldest: at(row.pair_oldest) },
        username: { count: row.user_count, oldest: at(row.user_oldest) },
        ip: { count: row.ip_count, oldest: at(row.ip_oldest) },
      },
      knownClient: row.known_client === true,
    };
  }
}
