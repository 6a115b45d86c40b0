import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { HeaderFooter } from '../rendering/header-footer';

const NONE: HeaderFooter = { plainHeader: '', plainFooter: '', htmlHeader: '', htmlFooter: '' };

const COLUMNS = `"plain_header" AS "plainHeader", "plain_footer" AS "plainFooter", "html_header" AS "htmlHeader", "html_footer" AS "htmlFooter"`;

/** A user's header and footer blocks: one row per user who saved any; a user without one has four empty blocks. */
@Injectable()
export class UserEmailContentRepository {
  constructor(private readonly db: ServiceDb) {}

  async of(userId: number): Promise<HeaderFooter> {
    return (await this.db.one<HeaderFooter>(`SELECT ${COLUMNS} FROM "campaigns"."user_email_content" WHERE "user_id" = $1`, [userId])) ?? NONE;
  }

  /** Replaces the blocks given (undefined keeps the stored one) in one statement, so two concurrent partial updates both land. */
  async merge(userId: number, changes: Partial<HeaderFooter>): Promise<HeaderFooter | undefined> {
    const values = [changes.plainHeader, changes.plainFooter, changes.htmlHeader, changes.htmlFooter].map((v) => v ?? null);
    const [row] = await this.db.returning<HeaderFooter>(
      `INSERT INTO "campaigns"."user_email_content" AS u ("user_id", "plain_header", "plain_footer", "html_header", "html_footer")
       VALUES ($1, coalesce($2, ''), coalesce($3, ''), coalesce($4, ''), coalesce($5, ''))
       ON CONFLICT ("user_id") DO UPDATE SET
         "plain_header" = coalesce($2, u."plain_header"), "plain_footer" = coalesce($3, u."plain_footer"),
         "html_header" = coalesce($4, u."html_header"), "html_footer" = coalesce($5, u."html_footer"),
         "updated_at" = (now() at time zone 'utc')
       RETURNING ${COLUMNS}`,
      [userId, ...values],
    );
    return row;
  }
}
