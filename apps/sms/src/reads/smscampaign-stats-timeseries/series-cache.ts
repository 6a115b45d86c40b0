import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

import { JsonText } from '@mail/bus';
import type { SmsStatsTimeseriesReply } from '@mail/contracts';

const MAX_ENTRIES = 256;
const MAX_CHARS = 32 * 1024 * 1024;

/**
 * Finished time series answers, kept per (campaign, granularity, events, bots, counters version). The version is the
 * campaign's counters_updated_at to the microsecond, which the roll-up moves in the transaction that rewrites the
 * pre-aggregates: a new roll-up makes a new key, and the old entries age out (least recently used first, bounded by
 * count and size; lru-cache).
 */
@Injectable()
export class SeriesCache {
  private readonly entries = new LRUCache<string, JsonText<SmsStatsTimeseriesReply>>({
    max: MAX_ENTRIES,
    maxSize: MAX_CHARS,
    sizeCalculation: (reply) => Math.max(1, reply.json.length),
  });

  static key(campaignId: number, version: string | null, granularity: string, events: readonly string[], includeBots: boolean): string {
    return `${campaignId}|${version ?? ''}|${granularity}|${includeBots ? 1 : 0}|${events.join(',')}`;
  }

  get(key: string): JsonText<SmsStatsTimeseriesReply> | undefined {
    return this.entries.get(key);
  }

  /** a reply larger than the whole bound is not kept */
  set(key: string, reply: JsonText<SmsStatsTimeseriesReply>): void {
    this.entries.set(key, reply);
  }
}
