interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items added while a write is in flight wait and go together in the next one, so concurrent
 * callers share one transaction and each is answered after it commits. Nothing waits on a timer: an idle
 * writer writes a lone item at once, a busy one writes bigger batches.
 */
export class GroupCommit<T> {
  private readonly waiting: Waiting<T>[] = [];
  private inFlight = 0;

  constructor(
    /** resolves with each item's own failure (undefined: written) when a batch can partly fail */
    private readonly write: (items: T[]) => Promise<unknown[] | void>,
    private readonly options: { maxBatch: number; maxInFlight: number },
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.drain();
    });
  }

  /** writes in flight and waiting (for shutdown) */
  get pending(): number {
    return this.inFlight + this.waiting.length;
  }

  private drain(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.write(batch.map((w) => w.item))
        .then(
          (failures) => batch.forEach((w, i) => (failures?.[i] === undefined ? w.resolve() : w.reject(failures[i]))),
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          this.inFlight--;
          this.drain();
        });
    }
  }
}
