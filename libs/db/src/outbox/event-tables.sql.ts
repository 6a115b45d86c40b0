/**
 * DDL for a service's consumer-side event tables: the inbox (which consumer applied which event, for
 * idempotency) and the dead letters (events a consumer gave up on after its bounded retries).
 */
export function createEventTablesSql(schema: string): string[] {
  return [
    `CREATE TABLE "${schema}"."event_inbox" (
      "consumer" text NOT NULL,
      "event_id" text NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("consumer", "event_id")
    )`,
    `CREATE INDEX "event_inbox_processed_idx" ON "${schema}"."event_inbox" ("processed_at")`,
    `CREATE TABLE "${schema}"."dead_event" (
      "id" bigserial PRIMARY KEY,
      "event_id" text NOT NULL,
      "consumer" text NOT NULL,
      "subject" text NOT NULL,
      "payload" jsonb NOT NULL,
      "occurred_at" timestamptz NOT NULL,
      "attempts" int NOT NULL,
      "error" text NOT NULL,
      "dead_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("consumer", "event_id")
    )`,
  ];
}

export function dropEventTablesSql(schema: string): string[] {
  return [`DROP TABLE IF EXISTS "${schema}"."dead_event"`, `DROP TABLE IF EXISTS "${schema}"."event_inbox"`];
}
