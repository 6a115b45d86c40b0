import type { DataSource } from 'typeorm';

export interface DeadEvent {
  id: number;
  eventId: string;
  consumer: string;
  subject: string;
  attempts: number;
  error: string;
  deadAt: string;
  payload: unknown;
}

/** The dead letters of one service schema, oldest first. */
export async function listDeadEvents(dataSource: DataSource, schema: string, limit = 100): Promise<DeadEvent[]> {
  const rows: { id: string; event_id: string; consumer: string; subject: string; attempts: number; error: string; dead_at: Date; payload: unknown }[] =
    await dataSource.query(
      `SELECT "id", "event_id", "consumer", "subject", "attempts", "error", "dead_at", "payload" FROM "${schema}"."dead_event" ORDER BY "id" LIMIT $1`,
      [limit],
    );
  return rows.map((r) => ({
    id: Number(r.id),
    eventId: r.event_id,
    consumer: r.consumer,
    subject: r.subject,
    attempts: r.attempts,
    error: r.error,
    deadAt: new Date(r.dead_at).toISOString(),
    payload: r.payload,
  }));
}

/**
 * Puts a dead event back into the service's outbox under its own id: the relay publishes it again, the
 * consumer that gave up applies it (its inbox never recorded it), every other consumer skips it as a
 * duplicate. Returns false when there is no such dead event.
 */
export async function replayDeadEvent(dataSource: DataSource, schema: string, id: number): Promise<boolean> {
  const [row]: { n: string }[] = await dataSource.query(
    `WITH d AS (DELETE FROM "${schema}"."dead_event" WHERE "id" = $1 RETURNING "event_id", "subject", "payload", "occurred_at"),
     ins AS (INSERT INTO "${schema}"."outbox" ("id", "subject", "payload", "occurred_at")
             SELECT "event_id"::uuid, "subject", "payload", "occurred_at" FROM d ON CONFLICT ("id") DO NOTHING)
     SELECT count(*) AS n FROM d`,
    [id],
  );
  return Number(row?.n ?? 0) > 0;
}

/**
 * `events:dead` and `events:replay <id>` for a service's CLI: returns the text to print and the exit code.
 */
export async function runDeadEventsCommand(dataSource: DataSource, schema: string, command: string, args: string[]): Promise<{ output: string; code: number }> {
  if (command === 'events:dead') {
    const dead = await listDeadEvents(dataSource, schema);
    if (!dead.length) return { output: `no dead events in ${schema}`, code: 0 };
    const lines = dead.map((d) => `${d.id}\t${d.deadAt}\t${d.consumer}\t${d.subject}\t${d.eventId}\tattempts=${d.attempts}\t${d.error}`);
    return { output: ['id\tdead at\tconsumer\tsubject\tevent id\tattempts\terror', ...lines].join('\n'), code: 0 };
  }
  if (command === 'events:replay') {
    const id = Number(args[0]);
    if (!Number.isSafeInteger(id) || id <= 0) return { output: 'usage: events:replay <id> (an id from events:dead)', code: 2 };
    return (await replayDeadEvent(dataSource, schema, id))
      ? { output: `dead event ${id} is back in the ${schema} outbox`, code: 0 }
      : { output: `no dead event ${id} in ${schema}`, code: 1 };
  }
  return { output: `unknown command ${command}`, code: 2 };
}
