/**
 * Day partitions of an append-only table range-partitioned on a timestamp (UTC): `<table>_pYYYYMMDD` holds
 * [day, day + 1). Retention drops whole partitions instead of deleting rows.
 */
export interface DayPartitionedTable {
  schema: string;
  table: string;
}

const DAY_MS = 86_400_000;

export function dayPartitionName(t: DayPartitionedTable, day: Date): string {
  return `${t.table}_p${day.toISOString().slice(0, 10).replace(/-/g, '')}`;
}

export function dayPartitionSql(t: DayPartitionedTable, day: Date): string {
  const from = day.toISOString().slice(0, 10);
  const to = new Date(Date.parse(from) + DAY_MS).toISOString().slice(0, 10);
  return `CREATE TABLE IF NOT EXISTS "${t.schema}"."${dayPartitionName(t, day)}" PARTITION OF "${t.schema}"."${t.table}" FOR VALUES FROM ('${from}') TO ('${to}')`;
}

/** `<table>_pYYYYMMDD` → its day (UTC), or undefined for another table */
export function dayPartitionDay(t: DayPartitionedTable, name: string): Date | undefined {
  const m = new RegExp(`^${t.table}_p(\\d{4})(\\d{2})(\\d{2})$`).exec(name);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
}

/** The partitions of `t` that exist (their names). */
export function dayPartitionsSql(t: DayPartitionedTable): { sql: string; params: string[] } {
  return {
    sql: `SELECT c.relname AS "name" FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
          JOIN pg_namespace n ON n.oid = p.relnamespace WHERE n.nspname = $1 AND p.relname = $2`,
    params: [t.schema, t.table],
  };
}

/** The partitions among `names` whose whole day ended before `cutoffMs`. */
export function expiredDayPartitions(t: DayPartitionedTable, names: string[], cutoffMs: number): string[] {
  return names.filter((name) => (dayPartitionDay(t, name)?.getTime() ?? Infinity) + DAY_MS <= cutoffMs);
}
