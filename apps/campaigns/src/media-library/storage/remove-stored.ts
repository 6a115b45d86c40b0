import type { Logger } from 'pino';

import type { MediaStorage } from './media-storage';

/** deletions in flight at once (a folder may hold thousands of files; S3 answers each in its own request) */
const AT_ONCE = 16;

/**
 * Removes the bytes of files whose rows are already deleted. A failure is logged, not answered: the file is gone for
 * every reader (its URL answers 404), and an object left behind only takes space (its key is never reused).
 */
export async function removeStored(storage: MediaStorage, keys: string[], log: Pick<Logger, 'warn'>): Promise<void> {
  for (let i = 0; i < keys.length; i += AT_ONCE) {
    const batch = keys.slice(i, i + AT_ONCE);
    const outcomes = await Promise.allSettled(batch.map((key) => storage.delete(key)));
    outcomes.forEach((outcome, j) => {
      if (outcome.status === 'rejected') log.warn({ err: outcome.reason, key: batch[j], storage: storage.kind }, 'media: stored file not removed');
    });
  }
}
