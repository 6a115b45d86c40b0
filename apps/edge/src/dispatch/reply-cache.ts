import { createHash } from 'node:crypto';

import { LRUCache } from 'lru-cache';

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
 * least recently used entries go first, bounded by count and size (lru-cache; a body's size counts a quarter more
 * for its gzip renderings, about a tenth of it each).
 */
export class ReplyCache {
  private readonly entries = new LRUCache<string, HeldReply>({
    max: MAX_ENTRIES,
    maxSize: MAX_CHARS,
    maxEntrySize: MAX_CHARS / 4,
    sizeCalculation: (held) => Math.max(1, Math.ceil(held.json.length * 1.25)),
  });
  private readonly commands = new Set<string>();

  static key(req: BusRequest): string {
    const who = req.auth ? `${req.auth.kind}:${req.auth.userId ?? ''}:${req.auth.adminId ?? ''}` : '-';
    return createHash('sha256')
      .update(`${req.command}\0${who}\0${JSON.stringify(req.params)}`)
      .digest('base64');
  }

  /** the command has answered with an etag before (its requests are worth a key) */
  answersWithEtag(command: string): boolean {
    return this.commands.has(command);
  }

  get(key: string): HeldReply | undefined {
    return this.entries.get(key);
  }

  /** the kept body, or undefined when it is too large to keep (it is then sent as it is) */
  set(key: string, command: string, etag: string, json: string): HeldReply | undefined {
    this.commands.add(command);
    const held: HeldReply = { etag, json, gzipped: new Map() };
    this.entries.set(key, held);
    return this.entries.get(key) === held ? held : undefined;
  }
}
