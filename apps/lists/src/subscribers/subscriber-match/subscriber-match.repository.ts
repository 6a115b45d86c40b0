import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** One subscriber of the user's list, and whether compiled rules (over alias `s`) hold for it. */
@Injectable()
export class SubscriberMatchRepository {
  constructor(private readonly db: ServiceDb) {}

  async find(userId: number, listId: number, subscriberId: number): Promise<{ email: string; status: string } | undefined> {
    return this.db.one<{ email: string; status: string }>(
      `SELECT s."email", s."status" FROM "lists"."subscriber" s JOIN "lists"."list" l ON l."id" = s."list_id"
       WHERE s."id" = $1 AND s."list_id" = $2 AND l."user_id" = $3`,
      [subscriberId, listId, userId],
    );
  }

  async matches(subscriberId: number, where: string, params: unknown[]): Promise<boolean> {
    const row = await this.db.one<{ ok: boolean }>(`SELECT (${where}) AS "ok" FROM "lists"."subscriber" s WHERE s."id" = $${params.length + 1}`, [
      ...params,
      subscriberId,
    ]);
    return row?.ok === true;
  }
}
