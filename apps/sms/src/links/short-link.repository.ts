import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface ShortLinkTarget {
  messageId: number;
  url: string;
  expired: boolean;
}

@Injectable()
export class ShortLinkRepository {
  constructor(private readonly db: ServiceDb) {}

  /** a new unguessable token (16 base64url characters, 96 bits) for one recipient's link */
  async create(messageId: number, url: string, expiryHours: number): Promise<string> {
    const token = randomBytes(12).toString('base64url');
    await this.db.query(
      `INSERT INTO "sms"."short_link" ("token", "message_id", "url", "expires_at") VALUES ($1, $2, $3, (now() at time zone 'utc') + make_interval(hours => $4))`,
      [token, messageId, url, expiryHours],
    );
    return token;
  }

  find(token: string): Promise<ShortLinkTarget | undefined> {
    return this.db.one<ShortLinkTarget>(
      `SELECT "message_id"::int AS "messageId", "url", "expires_at" <= (now() at time zone 'utc') AS "expired" FROM "sms"."short_link" WHERE "token" = $1`,
      [token],
    );
  }
}
