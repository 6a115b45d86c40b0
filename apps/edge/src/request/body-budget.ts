/**
 * One process-wide allowance for request bodies being read and parsed at once. Each body is held
 * to MAX_BODY_BYTES, but many large bodies arriving together would still add up past the heap
 * (the k8s edge runs with --max-old-space-size=384); a body larger than SMALL_BODY waits here for
 * its bytes (first come, first served) and is refused if they do not free up in time.
 */
export class BodyBudget {
  private used = 0;
  private readonly queue: { bytes: number; grant: () => void }[] = [];

  constructor(
    readonly totalBytes: number,
    private readonly waitMs = 10_000,
  ) {}

  /** Resolves with a release function, or with undefined when the bytes did not free up within waitMs. */
  acquire(bytes: number): Promise<(() => void) | undefined> {
    const wanted = Math.min(bytes, this.totalBytes);
    if (!this.queue.length && this.used + wanted <= this.totalBytes) return Promise.resolve(this.take(wanted));
    return new Promise((resolve) => {
      const entry = { bytes: wanted, grant: () => resolve(this.take(wanted)) };
      this.queue.push(entry);
      setTimeout(() => {
        const index = this.queue.indexOf(entry);
        if (index < 0) return;
        this.queue.splice(index, 1);
        resolve(undefined);
      }, this.waitMs).unref();
    });
  }

  private take(bytes: number): () => void {
    this.used += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= bytes;
      this.grantWaiting();
    };
  }

  private grantWaiting(): void {
    while (this.queue.length && this.used + this.queue[0].bytes <= this.totalBytes) this.queue.shift()!.grant();
  }
}
