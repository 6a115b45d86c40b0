import { Injectable } from '@nestjs/common';

import { JsonText } from '@mail/bus';

const MAX_ENTRIES = 256;
const MAX_CHARS = 32 * 1024 * 1024;

/**
 * Finished time series answers, kept per (campaign, granularity, events, bots, counters version). The version is the
 * campaign's counters_updated_at to the microsecond, which the roll-up moves in the transaction that rewrites the
 * pre-aggregates: a new roll-up makes a new key, and the old entries age out (oldest first, bounded by count and size).
 */
@Injectable()
export class SeriesCache {
  private readonly entries = new Map<string, JsonText>();
  private chars = 0;

  static key(campaignId: number, version: string | null, granularity: string, events: readonly string[], includeBots: boolean): string {
    return `${campaignId}|${version ?? ''}|${granularity}|${includeBots ? 1 : 0}|${events.join(',')}`;
  }

  get(key: string): JsonText | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, reply: JsonText): void {
    if (reply.json.length > MAX_CHARS) return;
    this.drop(key);
    this.entries.set(key, reply);
    this.chars += reply.json.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.chars <= MAX_CHARS) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.json.length;
  }
}
