import { Injectable } from '@nestjs/common';

import type { RateLimit } from '@mail/contracts';

/**
 * Fixed-window counters per (command, caller). Per edge instance: with N edge replicas a caller may
 * get up to N× the limit; docs/operations.md explains sizing. Returns seconds to wait when limited.
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  hit(key: string, limit: RateLimit, now = Date.now()): { allowed: true } | { allowed: false; retryAfter: number } {
    const windowMs = limit.windowSeconds * 1000;
    const current = this.windows.get(key);
    if (!current || now - current.start >= windowMs) {
      if (this.windows.size > 100_000) this.sweep(now, windowMs);
      this.windows.set(key, { start: now, count: 1 });
      return { allowed: true };
    }
    if (current.count >= limit.requests) return { allowed: false, retryAfter: Math.ceil((current.start + windowMs - now) / 1000) };
    current.count++;
    return { allowed: true };
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(key);
  }
}
