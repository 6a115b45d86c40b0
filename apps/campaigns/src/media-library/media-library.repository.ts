import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface MediaFolderRecord {
  id: number;
  name: string;
  parent_id: number;
}

export interface MediaFileRecord {
  id: number;
  user_id: number;
  name: string;
  mime_type: string;
  size: number;
  storage_key: string;
}

export interface NewMediaFile {
  userId: number;
  /** null: the root */
  folderId: number | null;
  name: string;
  mimeType: string;
  size: number;
  storageKey: string;
}

const FILE_COLUMNS = `"id"::int AS "id", "user_id"::int AS "user_id", "name", "mime_type", "size", "storage_key"`;

/** A user's media folders and files (campaigns.media_folder, media_file); every read and write is scoped to the owner. */
@Injectable()
export class MediaLibraryRepository {
  constructor(private readonly db: ServiceDb) {}

  async ownsFolder(userId: number, folderId: number): Promise<boolean> {
    return !!(await this.db.one(`SELECT 1 AS "one" FROM "campaigns"."media_folder" WHERE "id" = $2 AND "user_id" = $1`, [userId, folderId]));
  }

  /** The sub-folders of one folder (null: the root), by name then id. */
  foldersIn(userId: number, folderId: number | null): Promise<MediaFolderRecord[]> {
    return this.db.query<MediaFolderRecord>(
      `SELECT "id"::int AS "id", "name", COALESCE("parent_id", 0)::int AS "parent_id" FROM "campaigns"."media_folder"
        WHERE "user_id" = $1 AND "parent_id" IS NOT DISTINCT FROM $2::bigint ORDER BY lower("name"), "id"`,
      [userId, folderId],
    );
  }

  /** The files of one folder (null: the root), by name then id. */
  filesIn(userId: number, folderId: number | null): Promise<MediaFileRecord[]> {
    return this.db.query<MediaFileRecord>(
      `SELECT ${FILE_COLUMNS} FROM "campaigns"."media_file"
        WHERE "user_id" = $1 AND "folder_id" IS NOT DISTINCT FROM $2::bigint ORDER BY lower("name"), "id"`,
      [userId, folderId],
    );
  }

  /** The new folder's id, or undefined when the parent (when one is named) is not a folder of the user. */
  async createFolder(userId: number, parentId: number | null, name: string): Promise<number | undefined> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO "campaigns"."media_folder" ("user_id", "parent_id", "name")
       SELECT $1, $2::bigint, $3 WHERE $2::bigint IS NULL OR EXISTS (SELECT 1 FROM "campaigns"."media_folder" WHERE "id" = $2 AND "user_id" = $1)
       RETURNING "id"::int AS "id"`,
      [userId, parentId, name],
    );
    return row?.id;
  }

  /**
   * Deletes the user's folder with its sub-folders and files (ON DELETE CASCADE) and answers the storage keys of the
   * files that went with it, or undefined when the user has no such folder.
   */
  async deleteFolder(userId: number, folderId: number): Promise<string[] | undefined> {
    const rows = await this.db.query<{ storage_key: string | null }>(
      `WITH RECURSIVE tree AS (
         SELECT "id" FROM "campaigns"."media_folder" WHERE "id" = $2 AND "user_id" = $1
         UNION ALL
         SELECT f."id" FROM "campaigns"."media_folder" f JOIN tree t ON f."parent_id" = t."id"
       ),
       files AS (SELECT m."storage_key" FROM "campaigns"."media_file" m WHERE m."folder_id" IN (SELECT "id" FROM tree)),
       gone AS (DELETE FROM "campaigns"."media_folder" WHERE "id" = $2 AND "user_id" = $1 RETURNING "id")
       SELECT files."storage_key" FROM gone LEFT JOIN files ON true`,
      [userId, folderId],
    );
    return rows.length ? rows.flatMap((r) => (r.storage_key ? [r.storage_key] : [])) : undefined;
  }

  /** The new file's id, or undefined when its folder (when one is named) is not a folder of the user. */
  async insertFile(file: NewMediaFile): Promise<number | undefined> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO "campaigns"."media_file" ("user_id", "folder_id", "name", "mime_type", "size", "storage_key")
       SELECT $1, $2::bigint, $3, $4, $5, $6
        WHERE $2::bigint IS NULL OR EXISTS (SELECT 1 FROM "campaigns"."media_folder" WHERE "id" = $2 AND "user_id" = $1)
       RETURNING "id"::int AS "id"`,
      [file.userId, file.folderId, file.name, file.mimeType, file.size, file.storageKey],
    );
    return row?.id;
  }

  /** One file of the user (undefined owner: of any user, for an administrator). */
  findFile(ownerId: number | undefined, fileId: number): Promise<MediaFileRecord | undefined> {
    return this.db.one<MediaFileRecord>(`SELECT ${FILE_COLUMNS} FROM "campaigns"."media_file" WHERE "id" = $1 AND ($2::bigint IS NULL OR "user_id" = $2)`, [
      fileId,
      ownerId ?? null,
    ]);
  }

  /** Deletes one file (of the user, or of anyone when no owner is given) and answers its storage key, or undefined. */
  async deleteFile(ownerId: number | undefined, fileId: number): Promise<string | undefined> {
    const [row] = await this.db.returning<{ storage_key: string }>(
      `DELETE FROM "campaigns"."media_file" WHERE "id" = $1 AND ($2::bigint IS NULL OR "user_id" = $2) RETURNING "storage_key"`,
      [fileId, ownerId ?? null],
    );
    return row?.storage_key;
  }

  /** The file served at a public URL, by its storage key. */
  fileByKey(storageKey: string): Promise<MediaFileRecord | undefined> {
    return this.db.one<MediaFileRecord>(`SELECT ${FILE_COLUMNS} FROM "campaigns"."media_file" WHERE "storage_key" = $1`, [storageKey]);
  }
}
