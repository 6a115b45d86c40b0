/**
 * Thrown by a handler when retrying cannot help (the list was deleted, the payload names nothing): the job
 * goes straight to the failed state instead of using its remaining retries.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
