import { Injectable } from '@nestjs/common';

const MAX_CACHED = 200_000;
/** a subscriber deleted is forgotten at once by every replica (the consuming one broadcasts it); this bounds a lost broadcast */
const TTL_MS = 60_000;

/**
 * Which subscriber an address or external id is on a list, as this process last resolved it (`identity` rows in
 * memory). Entries expire, and a deleted subscriber's entries are evicted (SubscriberDeletedConsumer), so a
 * subscriber created again under the same address is found afresh.
 */
@Injectable()
export class IdentityCache {
  private readonly entries = new Map<string, { subscriberId: number; until: number }>();
  /** subscriber → the keys that named them */
  private readonly keysOf = new Map<number, Set<string>>();

  get(key: string): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.subscriberId;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, subscriberId: number): void {
    if (this.entries.size >= MAX_CACHED || this.keysOf.size >= MAX_CACHED) {
      this.entries.clear();
      this.keysOf.clear();
    }
    this.entries.set(key, { subscriberId, until: Date.now() + TTL_MS });
    let keys = this.keysOf.get(subscriberId);
    if (!keys) this.keysOf.set(subscriberId, (keys = new Set()));
    keys.add(key);
  }

  evict(subscriberId: number): void {
    for (const key of this.keysOf.get(subscriberId) ?? []) if (this.entries.get(key)?.subscriberId === subscriberId) this.entries.delete(key);
    this.keysOf.delete(subscriberId);
  }
}
