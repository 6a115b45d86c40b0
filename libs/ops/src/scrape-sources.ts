import { logger } from '@mail/config';

const log = logger('ops.metrics');

/** Sets gauges that are read at scrape time (queue depths, outbox backlog, pool use). */
export type ScrapeSource = () => Promise<void> | void;

const sources = new Set<ScrapeSource>();

/** Adds a source read before every scrape; the returned function removes it (on shutdown). */
export function addScrapeSource(source: ScrapeSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

/**
 * Reads every source, each bounded by `timeoutMs`: a slow or failing source keeps its previous values and
 * never fails the scrape.
 */
export async function collectScrapeSources(timeoutMs = 2000): Promise<void> {
  await Promise.all(
    [...sources].map(async (source) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([source(), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      } catch (error) {
        log.debug({ err: error }, 'metrics source failed');
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}

/**
 * `work` at most once per `ttlMs`, however often it is asked for: callers within the window share the last run
 * (or the one in flight). Scrapes from several Prometheus replicas cost one query per window.
 */
export function cachedFor(ttlMs: number, work: () => Promise<void>): () => Promise<void> {
  let last = 0;
  let running: Promise<void> | undefined;
  return () => {
    if (running) return running;
    if (Date.now() - last < ttlMs) return Promise.resolve();
    running = work().finally(() => {
      last = Date.now();
      running = undefined;
    });
    return running;
  };
}
