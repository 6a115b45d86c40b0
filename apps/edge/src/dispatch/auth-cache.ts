import type { AuthContext } from '@mail/contracts';

interface Entry {
  auth: AuthContext;
  expiresAt: number;
}

/**
 * Resolved credentials, keyed by sha256(credential)+ip. Bounded; entries expire by TTL and are
 * evicted at once when accounts broadcasts a revocation (by credential hash or by user).
 */
export class AuthCache {
  private readonly entries = new Map<string, Entry & { credentialHash: string }>();

  constructor(private readonly maxEntries = 50_000) {}

  get(key: string, now = Date.now()): AuthContext | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.auth;
  }

  set(key: string, credentialHash: string, auth: AuthContext, ttlSeconds: number, now = Date.now()): void {
    if (ttlSeconds <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { auth, credentialHash, expiresAt: now + ttlSeconds * 1000 });
  }

  evict(match: { credentialHash?: string; userId?: number; adminId?: number }): number {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      const hit =
        (match.credentialHash !== undefined && entry.credentialHash === match.credentialHash) ||
        (match.userId !== undefined && (entry.auth.userId === match.userId || entry.auth.ownerUserId === match.userId)) ||
        (match.adminId !== undefined && entry.auth.adminId === match.adminId);
      if (hit) {
        this.entries.delete(key);
        removed++;
      }
    }
    return removed;
  }

  clear(): void {
    this.entries.clear();
  }
}
