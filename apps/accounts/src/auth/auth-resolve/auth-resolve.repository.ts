import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource, preparedQuery } from '@mail/db';

import type { CredentialRow } from './auth-resolve.policy';

/** The hot path: one round trip, no entity hydration, looks every candidate hash up in all three tables. */
@Injectable()
export class AuthResolveRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  find(hashes: string[]): Promise<CredentialRow[]> {
    if (!hashes.length) return Promise.resolve([]);
    return preparedQuery<CredentialRow>(
      this.db,
      `SELECT 'session' AS kind, s."id"::text AS id, s."token_hash" AS hash, s."user_id", s."admin_id", s."expires_at",
              NULL::text[] AS permissions, '' AS bound_ip, u."account_status", COALESCE(u."allowed_ip_addresses", '') AS allowed_ips
         FROM "accounts"."session" s LEFT JOIN "accounts"."user" u ON u."id" = s."user_id"
        WHERE s."token_hash" = ANY($1::text[])
       UNION ALL
       SELECT 'apikey', k."id"::text, k."key_hash", k."user_id", NULL, NULL, k."permissions", k."bound_ip_address", u."account_status", ''
         FROM "accounts"."api_key" k JOIN "accounts"."user" u ON u."id" = k."user_id"
        WHERE k."key_hash" = ANY($1::text[])
       UNION ALL
       SELECT 'adminkey', a."id"::text, a."api_key_hash", NULL, a."id", NULL, NULL, '', NULL, ''
         FROM "accounts"."administrator" a
        WHERE a."api_key_hash" = ANY($1::text[])`,
      [hashes],
    );
  }
}
