import type { JobContext } from '@mail/jobs';

/**
 * Progress of a bulk job walking a list in id-range batches: subscriber ids scanned out of the list's id
 * span. Stops between batches when the job is told to (shutdown, expiry): it is retried, never completed.
 */
export async function reportScanned(job: JobContext, lo: number, scannedUpTo: number, hi: number): Promise<void> {
  job.signal.throwIfAborted();
  const total = hi - lo + 1;
  await job.reportProgress({ done: Math.min(total, Math.max(0, scannedUpTo - lo + 1)), total });
}
