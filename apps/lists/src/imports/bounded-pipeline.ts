/** Runs up to `limit` tasks at once and keeps the first failure; once a task failed, callers stop adding. */
export class BoundedPipeline {
  private readonly running = new Set<Promise<void>>();
  private error: unknown;
  private hasFailed = false;

  constructor(private readonly limit: number) {}

  get failed(): boolean {
    return this.hasFailed;
  }

  get failure(): unknown {
    return this.error;
  }

  /** resolves once fewer than `limit` tasks run */
  async slot(): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
  }

  add(task: Promise<unknown>): void {
    const tracked: Promise<void> = task
      .then(
        () => undefined,
        (error: unknown) => {
          if (!this.hasFailed) [this.hasFailed, this.error] = [true, error];
        },
      )
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** waits for every task added */
  async drain(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
