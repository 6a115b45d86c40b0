import { ts } from '../common/sql';

/** A list as the repository reads it (raw SQL, no entity hydration). */
export interface ListRow {
  id: string;
  user_id: number;
  name: string;
  opt_in_mode: string;
  settings: Record<string, unknown>;
  salt: string;
  sync_last_at: string | null;
  created_at: string;
  archived_at?: string | null;
  subscriber_count?: string;
}

export const LIST_COLUMNS = `l."id", l."user_id", l."name", l."opt_in_mode", l."settings", l."salt", ${ts('l."sync_last_at"')} AS "sync_last_at", ${ts('l."created_at"')} AS "created_at", ${ts('l."archived_at"')} AS "archived_at"`;

/** each list's counters are spread over this many rows (concurrent writers rarely share a row lock); the subscriber triggers keep them */
export const COUNTER_SLOTS = 16;

/** the list's subscribers in each state counted (per-state counters, kept by triggers on "subscriber") */
export const STATE_COUNTERS = ['subscribed', 'unsubscribed', 'opt_in_pending', 'soft_bounced', 'hard_bounced'] as const;
export type StateCounter = (typeof STATE_COUNTERS)[number];

export const SUBSCRIBER_COUNT_SQL = `(SELECT coalesce(sum(c."total"), 0) FROM "lists"."list_counter" c WHERE c."list_id" = l."id")`;
