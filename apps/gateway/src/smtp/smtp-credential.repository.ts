import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** A relay login with what the relay needs to accept mail for it. */
export interface RelayLogin {
  id: number;
  user_id: number;
  domain_id: number;
  domain_name: string;
  verification_status: string;
  password_hash: string;
}

/** smtp_credential: passwords are random and stored as sha256 only (shown once, at creation). */
@Injectable()
export class SmtpCredentialRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, domainId: number, username: string, passwordHash: string): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "gateway"."smtp_credential" ("user_id", "domain_id", "username", "password_hash") VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [userId, domainId, username, passwordHash],
    );
    return Number(row.id);
  }

  async deleteOwned(userId: number, id: number): Promise<boolean> {
    return (await this.db.returning(`DELETE FROM "gateway"."smtp_credential" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [id, userId])).length > 0;
  }

  login(username: string): Promise<RelayLogin | undefined> {
    return this.db.one<RelayLogin>(
      `SELECT c."id"::int AS "id", c."user_id", c."domain_id"::int AS "domain_id", d."name" AS "domain_name", d."verification_status", c."password_hash"
       FROM "gateway"."smtp_credential" c JOIN "gateway"."sender_domain" d ON d."id" = c."domain_id" WHERE c."username" = $1 AND d."deleted_at" IS NULL`,
      [username],
    );
  }

  /** a domain's credentials, oldest first (no passwords) */
  listByDomain(domainId: number): Promise<{ id: number; username: string }[]> {
    return this.db.query(`SELECT "id"::int AS "id", "username" FROM "gateway"."smtp_credential" WHERE "domain_id" = $1 ORDER BY "id"`, [domainId]);
  }

  /** the user's credentials with a new password hash: their username, or undefined when the user has no such credentials */
  async setPasswordOwned(userId: number, id: number, passwordHash: string): Promise<string | undefined> {
    const rows = await this.db.returning<{ username: string }>(
      `UPDATE "gateway"."smtp_credential" SET "password_hash" = $3 WHERE "id" = $1 AND "user_id" = $2 RETURNING "username"`,
      [id, userId, passwordHash],
    );
    return rows[0]?.username;
  }
}
