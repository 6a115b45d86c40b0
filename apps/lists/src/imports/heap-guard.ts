import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options?: { type: 'major' | 'minor'; execution: 'sync' | 'async' }) => void;

let collect: Collect | null | undefined;

/** V8's own gc(), exposed for this process on first use (the flag applies to contexts made after it is set) */
function collector(): Collect | null {
  if (collect === undefined) {
    try {
      const exposed = (globalThis as { gc?: Collect }).gc;
      if (!exposed) setFlagsFromString('--expose-gc');
      collect = exposed ?? (runInNewContext('gc') as Collect);
    } catch {
      collect = null;
    }
  }
  return collect;
}

/**
 * Keeps a bulk job's garbage from piling up to V8's old-generation limit. A batch's rows, columns and parameters
 * live while its statement runs (hundreds of ms), so they survive scavenges and are promoted: measured ≈ 350 bytes
 * per imported row, garbage that only a major GC frees, and V8 let the heap grow by 80–200 MB before running one
 * (RSS +200 MB for a 1M-row import whose live data is a few MB). After each batch the job asks whether the heap
 * grew by more than `growthBytes` since the last collection it saw; if so it starts an incremental (async) major GC.
 * One guard per process: imports running side by side share the heap.
 */
export class HeapGuard {
  private floor = getHeapStatistics().used_heap_size;

  constructor(private readonly growthBytes: number) {}

  /** answers whether a collection was started */
  check(): boolean {
    const used = getHeapStatistics().used_heap_size;
    if (used < this.floor || used - this.floor < this.growthBytes) {
      this.floor = Math.min(this.floor, used);
      return false;
    }
    // until the next reading below it: a collection under way is not asked for again
    this.floor = used;
    const gc = collector();
    if (!gc) return false;
    gc({ type: 'major', execution: 'async' });
    return true;
  }
}

/** heap growth (garbage included) after which an import starts a major GC */
export const IMPORT_HEAP_GROWTH_BYTES = 32 * 1024 * 1024;

export const importHeapGuard = new HeapGuard(IMPORT_HEAP_GROWTH_BYTES);
