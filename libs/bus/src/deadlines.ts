/**
 * Request timeouts without a timer per request: one coarse sweep (every 50 ms) rejects whatever
 * passed its deadline. Under load this replaces thousands of setTimeout/clearTimeout pairs.
 */
export class Deadlines {
  private readonly pending = new Set<{ at: number; fail: () => void }>();
  private timer?: NodeJS.Timeout;

  race<T>(work: Promise<T>, timeoutMs: number, error: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry = { at: Date.now() + timeoutMs, fail: () => reject(error()) };
      this.pending.add(entry);
      this.ensureTimer();
      work.then(
        (value) => {
          this.pending.delete(entry);
          resolve(value);
        },
        (reason: unknown) => {
          this.pending.delete(entry);
          reject(reason instanceof Error ? reason : new Error(String(reason)));
        },
      );
    });
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(), 50);
    this.timer.unref();
  }

  private sweep(): void {
    const now = Date.now();
    for (const entry of this.pending) {
      if (entry.at <= now) {
        this.pending.delete(entry);
        entry.fail();
      }
    }
    if (!this.pending.size) this.stop();
  }
}
