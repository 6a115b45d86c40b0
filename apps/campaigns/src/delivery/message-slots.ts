/**
 * The process's bound on campaign messages rendered and not yet answered by the SMTP server, shared by every
 * delivery worker. A message takes a slot before it is rendered and gives it back once the server answered, so
 * what is alive at once is the window, not batch size × workers: each message lives a few milliseconds, dies in
 * V8's young generation, and the process's memory stays flat however large the campaign (docs/performance.md,
 * "Campaign send memory"). Waiters are served in the order they asked.
 */
export class MessageSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`a send window needs at least one slot, not ${size}`);
    this.free = size;
  }

  /** resolves once a slot is this caller's; give it back with `release` */
  acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** gives a slot back: to the longest waiter, or to the pool */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free = Math.min(this.size, this.free + 1);
  }

  /** slots taken now (for tests and metrics) */
  get taken(): number {
    return this.size - this.free;
  }

  /** callers waiting for a slot */
  get queued(): number {
    return this.waiting.length;
  }
}
