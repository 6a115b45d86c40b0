/** Why the embedded PostgreSQL did not start, and what to do about it: printed as is, never as a stack. */
export class EmbeddedPostgresError extends Error {
  constructor(
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`embedded PostgreSQL could not start: ${reason}. Fix: ${fix}, or set DATABASE_URL to use your own PostgreSQL.`);
    this.name = 'EmbeddedPostgresError';
    this.stack = this.message; // printed by whoever catches it: the cause and the fix, not our call stack
  }
}
