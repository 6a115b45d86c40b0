import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/**
 * Who acts on the gallery: an administrator (every template) or a user (reads their own and the global ones,
 * owner 0; changes their own only).
 */
export type GalleryScope = { admin: true } | { admin: false; userId: number };

export interface GalleryTemplateRecord {
  id: number;
  owner_user_id: number;
  name: string;
  description: string;
  subject: string;
  html_content: string;
  plain_content: string;
}

export interface GalleryTemplateFields {
  name: string;
  description: string;
  subject: string;
  html_content: string;
  plain_content: string;
  thumbnail_path: string;
  access_type: string;
  owner_user_id: number;
}

export interface UserTemplateRecord {
  id: number;
  user_id: number;
  name: string;
  subject: string;
  preheader_text: string;
  content_type: string;
  html_content: string;
  plain_content: string;
  extra_content1: string;
  extra_content2: string;
  mode: string;
  image_embedding: string;
  created_at: string;
  updated_at: string;
}

export type UserTemplateFields = Omit<UserTemplateRecord, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

const GALLERY_COLUMNS = `"id"::int AS "id", "owner_user_id", "name", "description", "subject", "html_content", "plain_content"`;
const TEXT_TIME = (column: string) => `to_char("${column}", 'YYYY-MM-DD HH24:MI:SS') AS "${column}"`;
const USER_COLUMNS = `"id"::int AS "id", "user_id", "name", "subject", "preheader_text", "content_type", "html_content", "plain_content",
  "extra_content1", "extra_content2", "mode", "image_embedding", ${TEXT_TIME('created_at')}, ${TEXT_TIME('updated_at')}`;
const USER_FIELDS = [
  'name',
  'subject',
  'preheader_text',
  'content_type',
  'html_content',
  'plain_content',
  'extra_content1',
  'extra_content2',
  'mode',
  'image_embedding',
] as const satisfies readonly (keyof UserTemplateFields)[];

/** The gallery's rows a scope reads and writes ($1: the user; 0 for an administrator, who reads and writes every row). */
const readable = (scope: GalleryScope) => (scope.admin ? `$1::int = 0` : `"owner_user_id" IN (0, $1)`);
const writable = (scope: GalleryScope) => (scope.admin ? `$1::int = 0` : `"owner_user_id" = $1`);
const scopeUser = (scope: GalleryScope) => (scope.admin ? 0 : scope.userId);

/** The two template stores of the campaigns service: the gallery (email_template) and user templates (user_email_template). */
@Injectable()
export class EmailTemplatesRepository {
  constructor(private readonly db: ServiceDb) {}

  async createGallery(fields: GalleryTemplateFields): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO "campaigns"."email_template"
         ("owner_user_id", "name", "description", "subject", "html_content", "plain_content", "thumbnail_path", "access_type")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING "id"::int AS "id"`,
      [
        fields.owner_user_id,
        fields.name,
        fields.description,
        fields.subject,
        fields.html_content,
        fields.plain_content,
        fields.thumbnail_path,
        fields.access_type,
      ],
    );
    return row!.id;
  }

  /** One gallery template the scope may read. */
  findGallery(scope: GalleryScope, templateId: number): Promise<GalleryTemplateRecord | undefined> {
    return this.db.one<GalleryTemplateRecord>(`SELECT ${GALLERY_COLUMNS} FROM "campaigns"."email_template" WHERE "id" = $2 AND ${readable(scope)}`, [
      scopeUser(scope),
      templateId,
    ]);
  }

  listGallery(scope: GalleryScope): Promise<GalleryTemplateRecord[]> {
    return this.db.query<GalleryTemplateRecord>(`SELECT ${GALLERY_COLUMNS} FROM "campaigns"."email_template" WHERE ${readable(scope)} ORDER BY "id"`, [
      scopeUser(scope),
    ]);
  }

  /** Writes the given fields of a template the scope may change; false when there is none. */
  async updateGallery(scope: GalleryScope, templateId: number, changes: Partial<GalleryTemplateFields>): Promise<boolean> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const sets = entries.map(([column], i) => `"${column}" = $${i + 3}`);
    const rows = await this.db.returning(
      `UPDATE "campaigns"."email_template" SET ${[...sets, `"updated_at" = (now() at time zone 'utc')`].join(', ')}
        WHERE "id" = $2 AND ${writable(scope)} RETURNING "id"`,
      [scopeUser(scope), templateId, ...entries.map(([, value]) => value)],
    );
    return rows.length > 0;
  }

  /** Deletes those of the ids the scope may delete; answers how many went. */
  async deleteGallery(scope: GalleryScope, templateIds: number[]): Promise<number> {
    const rows = await this.db.returning(`DELETE FROM "campaigns"."email_template" WHERE "id" = ANY($2::bigint[]) AND ${writable(scope)} RETURNING "id"`, [
      scopeUser(scope),
      templateIds,
    ]);
    return rows.length;
  }

  async createUserTemplate(userId: number, fields: UserTemplateFields): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO "campaigns"."user_email_template" ("user_id", ${USER_FIELDS.map((c) => `"${c}"`).join(', ')})
       VALUES ($1, ${USER_FIELDS.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING "id"::int AS "id"`,
      [userId, ...USER_FIELDS.map((c) => fields[c])],
    );
    return row!.id;
  }

  findUserTemplate(userId: number, templateId: number): Promise<UserTemplateRecord | undefined> {
    return this.db.one<UserTemplateRecord>(`SELECT ${USER_COLUMNS} FROM "campaigns"."user_email_template" WHERE "id" = $2 AND "user_id" = $1`, [
      userId,
      templateId,
    ]);
  }

  /** A page of the user's templates (newest first unless asked otherwise; ties by id) and how many they have in all. */
  async listUserTemplates(
    userId: number,
    page: { orderBy: 'created_at' | 'name'; direction: 'ASC' | 'DESC'; limit: number; offset: number },
  ): Promise<{ total: number; rows: UserTemplateRecord[] }> {
    const order = page.orderBy === 'name' ? `lower("name") ${page.direction}, "name" ${page.direction}` : `"created_at" ${page.direction}`;
    const [rows, count] = await Promise.all([
      this.db.query<UserTemplateRecord>(
        `SELECT ${USER_COLUMNS} FROM "campaigns"."user_email_template" WHERE "user_id" = $1
          ORDER BY ${order}, "id" ${page.direction} LIMIT $2 OFFSET $3`,
        [userId, page.limit, page.offset],
      ),
      this.db.one<{ total: number }>(`SELECT count(*)::int AS "total" FROM "campaigns"."user_email_template" WHERE "user_id" = $1`, [userId]),
    ]);
    return { total: count?.total ?? 0, rows };
  }

  /** Writes the given fields of one of the user's templates; false when the user has no template with this id. */
  async updateUserTemplate(userId: number, templateId: number, changes: Partial<UserTemplateFields>): Promise<boolean> {
    const entries = USER_FIELDS.filter((c) => changes[c] !== undefined).map((c) => [c, changes[c]] as const);
    const sets = entries.map(([column], i) => `"${column}" = $${i + 3}`);
    const rows = await this.db.returning(
      `UPDATE "campaigns"."user_email_template" SET ${[...sets, `"updated_at" = (now() at time zone 'utc')`].join(', ')}
        WHERE "id" = $2 AND "user_id" = $1 RETURNING "id"`,
      [userId, templateId, ...entries.map(([, value]) => value)],
    );
    return rows.length > 0;
  }

  async deleteUserTemplates(userId: number, templateIds: number[]): Promise<number> {
    const rows = await this.db.returning(`DELETE FROM "campaigns"."user_email_template" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[]) RETURNING "id"`, [
      userId,
      templateIds,
    ]);
    return rows.length;
  }

  /**
   * Copies a template of `fromUserId` (content and settings) to `toUserId`, its name prefixed with `namePrefix`;
   * undefined when `fromUserId` has no template with this id.
   */
  async copyUserTemplate(fromUserId: number, templateId: number, toUserId: number, namePrefix: string): Promise<{ id: number; name: string } | undefined> {
    const rest = USER_FIELDS.filter((c) => c !== 'name').map((c) => `"${c}"`);
    return this.db.one<{ id: number; name: string }>(
      `INSERT INTO "campaigns"."user_email_template" ("user_id", "name", ${rest.join(', ')})
       SELECT $3, $4 || "name", ${rest.join(', ')} FROM "campaigns"."user_email_template" WHERE "id" = $2 AND "user_id" = $1
       RETURNING "id"::int AS "id", "name"`,
      [fromUserId, templateId, toUserId, namePrefix],
    );
  }
}
