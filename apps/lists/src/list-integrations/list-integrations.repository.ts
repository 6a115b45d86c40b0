import { Inject, Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';
import { type Keyring, SECRET_KEYRING, SecretBox } from '@mail/secrets';

export interface ListIntegrationRow {
  id: string;
  list_id: string;
  event: 'subscription' | 'unsubscription';
  /** the event as the client spelled it when adding the URL */
  event_label: string;
  url: string;
  signing_key: string;
}

const COLUMNS = `"id", "list_id", "event", "event_label", "url", "signing_key"`;

/**
 * URLs called on a list's subscription events (listintegration.*); every statement is scoped by the owner. Signing keys
 * must be read back to sign, so they are stored sealed and answered opened.
 */
@Injectable()
export class ListIntegrationsRepository {
  private readonly keys: SecretBox;

  constructor(
    private readonly db: ServiceDb,
    @Inject(SECRET_KEYRING) keyring: Keyring,
  ) {
    this.keys = new SecretBox(keyring, 'lists.list_integration.signing_key');
  }

  private opened = (row: ListIntegrationRow): ListIntegrationRow => ({ ...row, signing_key: this.keys.open(row.signing_key) });

  async insert(userId: number, listId: number, entry: { event: string; eventLabel: string; url: string; signingKey: string }): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "lists"."list_integration" ("user_id", "list_id", "event", "event_label", "url", "signing_key") VALUES ($1, $2, $3, $4, $5, $6) RETURNING "id"`,
      [userId, listId, entry.event, entry.eventLabel, entry.url, this.keys.seal(entry.signingKey)],
    );
    return Number(row.id);
  }

  /** the user's integrations of the list (none for another user's list), optionally of one event, by id */
  async forList(userId: number, listId: number, event?: string): Promise<ListIntegrationRow[]> {
    const rows = await this.db.query<ListIntegrationRow>(
      `SELECT ${COLUMNS} FROM "lists"."list_integration" WHERE "user_id" = $1 AND "list_id" = $2 AND ($3::text IS NULL OR "event" = $3) ORDER BY "id"`,
      [userId, listId, event ?? null],
    );
    return rows.map(this.opened);
  }

  /** the integrations to call for one event of a list (the consumer: the list's owner is the event's user) */
  forEvent(listId: number, event: string, q: Queryable = this.db): Promise<{ id: string }[]> {
    return q.query(`SELECT "id" FROM "lists"."list_integration" WHERE "list_id" = $1 AND "event" = $2 ORDER BY "id"`, [listId, event]);
  }

  /** whether the list has a URL for the event (the consumer's filter, before any inbox row) */
  async anyFor(listId: number, event: string): Promise<boolean> {
    return !!(await this.db.one(`SELECT 1 FROM "lists"."list_integration" WHERE "list_id" = $1 AND "event" = $2 LIMIT 1`, [listId, event]));
  }

  async find(integrationId: number): Promise<ListIntegrationRow | undefined> {
    const row = await this.db.one<ListIntegrationRow>(`SELECT ${COLUMNS} FROM "lists"."list_integration" WHERE "id" = $1`, [integrationId]);
    return row && this.opened(row);
  }

  /** the signing key of one of the user's integrations with this URL (the newest), if any */
  async keyForUrl(userId: number, url: string): Promise<string | undefined> {
    const row = await this.db.one<{ signing_key: string }>(
      `SELECT "signing_key" FROM "lists"."list_integration" WHERE "user_id" = $1 AND "url" = $2 ORDER BY "id" DESC LIMIT 1`,
      [userId, url],
    );
    return row && this.keys.open(row.signing_key);
  }

  async deleteOwned(userId: number, ids: number[]): Promise<number> {
    const rows = await this.db.returning(`DELETE FROM "lists"."list_integration" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[]) RETURNING "id"`, [
      userId,
      ids,
    ]);
    return rows.length;
  }
}
