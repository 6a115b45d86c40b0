export interface Deadline {
  at: number;
  fail(): void;
}

/**
 * Request timeouts without a timer per request: one coarse sweep (every 50 ms) fails whatever
 * passed its deadline. Under load this replaces thousands of setTimeout/clearTimeout pairs.
 */
export class Deadlines {
  private readonly pending = new Set<Deadline>();
  private timer?: NodeJS.Timeout;

  race<T>(work: Promise<T>, timeoutMs: number, error: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry = this.add(timeoutMs, () => reject(error()));
      work.then(
        (value) => {
          this.delete(entry);
          resolve(value);
        },
        (reason: unknown) => {
          this.delete(entry);
          reject(reason instanceof Error ? reason : new Error(String(reason)));
        },
      );
    });
  }

  /** `fail` runs once `timeoutMs` has passed, unless the entry is deleted first. */
  add(timeoutMs: number, fail: () => void): Deadline {
    const entry = { at: Date.now() + timeoutMs, fail };
    this.pending.add(entry);
    this.ensureTimer();
    return entry;
  }

  delete(entry: Deadline): void {
    this.pending.delete(entry);
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
