import { Injectable } from '@nestjs/common';

import { ListAnalyticsRepository } from './list-analytics.repository';

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 2000;

interface Entry {
  at: number;
  version: string;
  value: unknown;
}

/**
 * The reports' 5-minute cache (the vendor caches each for 5 minutes, and calls inside the window share AsOf). An
 * entry also carries the list's version (ListAnalyticsRepository.version): a subscription, bounce, open or status
 * change recomputes at once, so the cache only ever answers for a list that has not changed. Per process: a
 * replica computes its own, which costs one computation per replica and window.
 */
@Injectable()
export class AnalyticsCache {
  private readonly entries = new Map<string, Entry>();
  /** computations under way: concurrent misses of one report share one computation */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(private readonly repository: ListAnalyticsRepository) {}

  async get<T>(key: string, list: { userId: number; listId: number }, compute: () => Promise<T>): Promise<T> {
    const version = await this.repository.version(list.userId, list.listId);
    const full = `${list.userId}:${list.listId}:${key}`;
    const hit = this.entries.get(full);
    if (hit && hit.version === version && Date.now() - hit.at < TTL_MS) return hit.value as T;
    const running = this.pending.get(`${full}@${version}`);
    if (running) return running as Promise<T>;
    const computing = compute().finally(() => this.pending.delete(`${full}@${version}`));
    this.pending.set(`${full}@${version}`, computing);
    const value = await computing;
    this.entries.delete(full);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(full, { at: Date.now(), version, value });
    return value;
  }
}
