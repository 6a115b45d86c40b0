import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource, preparedQuery } from '@mail/db';

import type { CredentialRow } from './auth-resolve.policy';

/**
 * Client sessions by token hash, asked only for the session hashes the user/admin lookup did not find (so a
 * user's own credential costs no extra round trip). The status is the client's, `Disabled` when its owner is
 * blocked; `user_id` is the owner's, carried only as `ownerUserId` (client-credential.ts).
 */
@Injectable()
export class ClientSessionRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  find(hashes: string[]): Promise<CredentialRow[]> {
    if (!hashes.length) return Promise.resolve([]);
    return preparedQuery<CredentialRow>(
      this.db,
      `SELECT 'clientsession' AS kind, s."id"::text AS id, s."token_hash" AS hash, c."owner_user_id" AS user_id, NULL::int AS admin_id, s."expires_at",
              NULL::text[] AS permissions, '' AS bound_ip, '' AS allowed_ips, c."id" AS client_id,
              CASE WHEN c."account_status" = 'Enabled' AND u."account_status" !~* '^\\s*(disabled|suspended|closed|inactive)\\s*$'
                   THEN 'Enabled' ELSE 'Disabled' END AS account_status
         FROM "accounts"."client_session" s
         JOIN "accounts"."client" c ON c."id" = s."client_id"
         JOIN "accounts"."user" u ON u."id" = c."owner_user_id"
        WHERE s."token_hash" = ANY($1::text[])`,
      [hashes],
    );
  }
}
