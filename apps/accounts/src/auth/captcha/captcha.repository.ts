import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource, returningRows } from '@mail/db';

@Injectable()
export class CaptchaRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  async insert(id: string, answerHash: string, ttlSeconds: number): Promise<void> {
    await this.db.query(`INSERT INTO "accounts"."captcha" ("id", "answer_hash", "expires_at") VALUES ($1, $2, now() + make_interval(secs => $3))`, [
      id,
      answerHash,
      ttlSeconds,
    ]);
  }

  /** Single use: the challenge is deleted whatever the answer. */
  async take(id: string): Promise<string | undefined> {
    const rows = returningRows<{ answer_hash: string }>(
      await this.db.query(`DELETE FROM "accounts"."captcha" WHERE "id" = $1 AND "expires_at" > now() RETURNING "answer_hash"`, [id]),
    );
    return rows[0]?.answer_hash;
  }

  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM "accounts"."captcha" WHERE "expires_at" <= now()`);
  }
}
