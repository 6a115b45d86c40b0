/**
 * The two writes pg-boss 10 has no call for, on its own job table (columns documented in its JobWithMetadata):
 * progress goes into `output` while the job is active (pg-boss replaces it with the outcome at the end), and
 * a permanent failure uses up the remaining retries so pg-boss's fail() moves the job to 'failed'.
 */
export function setProgressSql(schema: string): string {
  return `UPDATE "${schema}".job SET output = $3::jsonb WHERE name = $1 AND id = $2 AND state = 'active'`;
}

export function exhaustRetriesSql(schema: string): string {
  return `UPDATE "${schema}".job SET retry_limit = retry_count WHERE name = $1 AND id = $2 AND state = 'active'`;
}
