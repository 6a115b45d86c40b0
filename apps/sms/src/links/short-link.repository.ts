import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface ShortLinkTarget {
  messageId: number;
  url: string;
  expired: boolean;
}

/** a new unguessable token (16 base64url characters, 96 bits) for one recipient's link */
export function newShortLinkToken(): string {
  return randomBytes(12).toString('base64url');
}

@Injectable()
export class ShortLinkRepository {
  constructor(private readonly db: ServiceDb) {}

  /** each recipient's own link to `url` (tokens from newShortLinkToken) */
  async insert(links: { token: string; messageId: number }[], url: string, expiryHours: number): Promise<void> {
    if (!links.length) return;
    await this.db.query(
      `INSERT INTO "sms"."short_link" ("token", "message_id", "url", "expires_at")
       SELECT t.token, t.id, $3, (now() at time zone 'utc') + make_interval(hours => $4) FROM unnest($1::text[], $2::bigint[]) AS t(token, id)`,
      [links.map((l) => l.token), links.map((l) => l.messageId), url, expiryHours],
    );
  }

  find(token: string): Promise<ShortLinkTarget | undefined> {
    return this.db.one<ShortLinkTarget>(
      `SELECT "message_id"::int AS "messageId", "url", "expires_at" <= (now() at time zone 'utc') AS "expired" FROM "sms"."short_link" WHERE "token" = $1`,
      [token],
    );
  }
}
