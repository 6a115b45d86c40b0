import { createHash } from 'node:crypto';

import type { BusRequest } from '@mail/contracts';

/** a body kept with its etag; `gzipped` holds the compressed renderings made of it (per route kind), made once */
export interface HeldReply {
  etag: string;
  json: string;
  gzipped: Map<string, Buffer>;
}

const MAX_ENTRIES = 1024;
const MAX_CHARS = 32 * 1024 * 1024;

/**
 * Bodies a service answered with an etag (JsonText with an etag, e.g. sms' time series per counters version), kept
 * per caller and request so that the next identical request asks the service with `meta.ifNoneMatch`: the service
 * still authorises and checks its version, and answers NotModified instead of sending the same text over the bus
 * again. Keyed by a hash of the command, the caller's identity and the parameters (no credential kept in clear);
 * least recently used entries go first, bounded by count and size.
 */
export class ReplyCache {
  private readonly entries = new Map<string, HeldReply>();
  private readonly commands = new Set<string>();
  private chars = 0;

  static key(req: BusRequest): string {
    const who = req.auth ? `${req.auth.kind}:${req.auth.userId ?? req.auth.adminId ?? ''}` : '-';
    return createHash('sha256')
      .update(`${req.command}\0${who}\0${JSON.stringify(req.params)}`)
      .digest('base64');
  }

  /** the command has answered with an etag before (its requests are worth a key) */
  answersWithEtag(command: string): boolean {
    return this.commands.has(command);
  }

  get(key: string): HeldReply | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, command: string, etag: string, json: string): HeldReply {
    this.commands.add(command);
    const held: HeldReply = { etag, json, gzipped: new Map() };
    if (json.length > MAX_CHARS / 4) return held;
    this.drop(key);
    this.entries.set(key, held);
    this.chars += json.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.chars <= MAX_CHARS) break;
      this.drop(oldest);
    }
    return held;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.json.length;
  }
}
