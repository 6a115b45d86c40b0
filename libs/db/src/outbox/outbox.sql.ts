/** DDL for a service's outbox table; each service's first migration calls this for its schema. */
export function createOutboxTableSql(schema: string): string[] {
  return [
    `CREATE TABLE "${schema}"."outbox" (
      "id" uuid PRIMARY KEY,
      "subject" text NOT NULL,
      "payload" jsonb NOT NULL,
      "occurred_at" timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX "outbox_occurred_idx" ON "${schema}"."outbox" ("occurred_at")`,
  ];
}

export function dropOutboxTableSql(schema: string): string[] {
  return [`DROP TABLE IF EXISTS "${schema}"."outbox"`];
}
