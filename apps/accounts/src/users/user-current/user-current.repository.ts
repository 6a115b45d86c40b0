import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource, preparedQuery } from '@mail/db';

import type { UserGroupRow } from '../../groups/user-group.row';
import { TfaSecretCodec } from '../../secrets/tfa-secret.codec';
import type { UsageSnapshot } from '../../usage/usage.repository';
import type { UserRow } from '../user.row';

export interface CurrentUserRecord {
  user: UserRow;
  group: UserGroupRow | undefined;
  usage: UsageSnapshot;
  /** messages from the group's default sender domain this month (GroupInfo's remaining quota) */
  senderDomainMonth: number;
}

/** The hot path of User.Current: user, group and this period's counters in one round trip. */
@Injectable()
export class UserCurrentRepository {
  constructor(
    @InjectDataSource('accounts') private readonly db: DataSource,
    private readonly secrets: TfaSecretCodec,
  ) {}

  async find(userId: number): Promise<CurrentUserRecord | undefined> {
    const rows: (UserRow & { grp: UserGroupRow | null; usage: Partial<UsageSnapshot> | null; domain_month: string | null })[] = await preparedQuery(
      this.db,
      `SELECT u.*, to_jsonb(g) AS grp,
              (SELECT jsonb_object_agg(c."period", c."count") FROM "accounts"."usage_counter" c
                WHERE c."user_id" = u."id" AND c."metric" = 'email_gateway_sent'
                  AND c."period_start" = CASE WHEN c."period" = 'all' THEN 'epoch'::timestamptz
                      ELSE date_trunc(c."period", now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' END) AS usage,
              (SELECT c."count" FROM "accounts"."usage_counter" c
                WHERE c."user_id" = u."id" AND c."metric" = 'default_sender_domain_sent' AND c."period" = 'month'
                  AND c."period_start" = date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS domain_month
         FROM "accounts"."user" u LEFT JOIN "accounts"."user_group" g ON g."id" = u."rel_user_group_id"
        WHERE u."id" = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { grp, usage, domain_month, ...user } = row;
    const counts = usage ?? {};
    return {
      user: this.secrets.opened('user', user) as UserRow,
      group: grp ?? undefined,
      usage: {
        all: Number(counts.all ?? 0),
        month: Number(counts.month ?? 0),
        day: Number(counts.day ?? 0),
        hour: Number(counts.hour ?? 0),
        minute: Number(counts.minute ?? 0),
      },
      senderDomainMonth: Number(domain_month ?? 0),
    };
  }
}
