interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items added while a write is in flight wait and go together in the next one, so concurrent
 * callers share one transaction and each is answered after it commits. Nothing waits on a timer: an idle
 * writer writes a lone item at once, a busy one writes bigger batches.
 *
 * One caller's bad item must not fail the others it shared a batch with: when a batch of several fails as a
 * whole (its transaction rolled back), each of its items is written again on its own, so only the guilty one
 * fails. An outage fails them all the same way, one write each.
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
      void this.settle(batch).finally(() => {
        this.inFlight--;
        this.drain();
      });
    }
  }

  private async settle(batch: Waiting<T>[]): Promise<void> {
    try {
      const failures = await this.write(batch.map((w) => w.item));
      batch.forEach((w, i) => (failures?.[i] === undefined ? w.resolve() : w.reject(failures[i])));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const one of batch) await this.settle([one]);
    }
  }
}
