import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface ProviderRow {
  userId: number;
  hookKey: string;
  kind: 'twilio' | 'outbox';
  baseUrl: string;
  accountSid: string;
  authTokenSealed: string;
  eventsSecretSealed: string;
}

const COLUMNS = `"user_id" AS "userId", "hook_key" AS "hookKey", "kind", "base_url" AS "baseUrl", "account_sid" AS "accountSid",
  "auth_token_sealed" AS "authTokenSealed", "events_secret_sealed" AS "eventsSecretSealed"`;

@Injectable()
export class ProviderRepository {
  constructor(private readonly db: ServiceDb) {}

  byUser(userId: number): Promise<ProviderRow | undefined> {
    return this.db.one<ProviderRow>(`SELECT ${COLUMNS} FROM "sms"."provider" WHERE "user_id" = $1`, [userId]);
  }

  byHookKey(key: string): Promise<ProviderRow | undefined> {
    return this.db.one<ProviderRow>(`SELECT ${COLUMNS} FROM "sms"."provider" WHERE "hook_key" = $1`, [key]);
  }

  /** keeps the hook key and events secret of an existing row (callback URLs stay valid across changes) */
  async upsert(row: ProviderRow): Promise<ProviderRow> {
    const [saved] = await this.db.query<ProviderRow>(
      `INSERT INTO "sms"."provider" ("user_id", "hook_key", "kind", "base_url", "account_sid", "auth_token_sealed", "events_secret_sealed")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("user_id") DO UPDATE SET "kind" = EXCLUDED."kind", "base_url" = EXCLUDED."base_url", "account_sid" = EXCLUDED."account_sid",
         "auth_token_sealed" = EXCLUDED."auth_token_sealed", "updated_at" = (now() at time zone 'utc')
       RETURNING ${COLUMNS}`,
      [row.userId, row.hookKey, row.kind, row.baseUrl, row.accountSid, row.authTokenSealed, row.eventsSecretSealed],
    );
    return saved;
  }
}
