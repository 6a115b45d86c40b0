/** The day partition of website_event that holds `day` (UTC): `website_event_pYYYYMMDD`, [day, day + 1). */
export function partitionName(day: Date): string {
  return `website_event_p${day.toISOString().slice(0, 10).replace(/-/g, '')}`;
}

export function partitionSql(day: Date): string {
  const from = day.toISOString().slice(0, 10);
  const to = new Date(Date.parse(from) + 86_400_000).toISOString().slice(0, 10);
  return `CREATE TABLE IF NOT EXISTS "tracking"."${partitionName(day)}" PARTITION OF "tracking"."website_event" FOR VALUES FROM ('${from}') TO ('${to}')`;
}

/** `website_event_pYYYYMMDD` → its day (UTC), or undefined for another table */
export function partitionDay(table: string): Date | undefined {
  const m = /^website_event_p(\d{4})(\d{2})(\d{2})$/.exec(table);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
}
