import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { Broadcasts, CommandError } from '@mail/contracts';
import { tokenHash } from '@mail/secrets';

import { GatewayKeyRepository, type SenderKeyRow } from './gateway-key.repository';

const TTL_MS = 5_000;
const log = logger('gateway.sender-keys');

/**
 * The gateway key of a `sender-domain-key` request (the bearer credential the edge forwards): 13 unless it names
 * a key. Kept for TTL_MS, so a domain verified meanwhile shows within seconds on every replica; a deleted key (or
 * the keys of a deleted domain) is evicted at once on every replica by a broadcast (Broadcasts.GatewayKeysRevoked).
 */
@Injectable()
export class SenderKeys implements OnModuleInit {
  private readonly cache = new Map<string, { key: SenderKeyRow | undefined; until: number }>();
  private readonly loading = new Map<string, Promise<SenderKeyRow | undefined>>();

  constructor(
    private readonly keys: GatewayKeyRepository,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.onBroadcast(Broadcasts.GatewayKeysRevoked, ({ keyHashes }) => this.evict(keyHashes));
  }

  /** after the keys' deletion committed: this replica forgets them now, the others when the broadcast arrives */
  async revoke(keyHashes: string[]): Promise<void> {
    if (!keyHashes.length) return;
    this.evict(keyHashes);
    await this.bus.broadcast(Broadcasts.GatewayKeysRevoked, { keyHashes }).catch((error) => log.warn({ err: error }, 'key revocation broadcast failed'));
  }

  private evict(keyHashes: string[]): void {
    for (const hash of keyHashes) {
      this.cache.delete(hash);
      this.loading.delete(hash);
    }
  }

  async resolve(credential: string | undefined): Promise<SenderKeyRow> {
    if (!credential) throw invalidKey();
    const hash = tokenHash(credential);
    const hit = this.cache.get(hash);
    const key = hit && hit.until > Date.now() ? hit.key : await this.load(hash);
    if (!key) throw invalidKey();
    return key;
  }

  /** one lookup per key at a time: the sends that miss together (e.g. when the entry expires) share it */
  private load(hash: string): Promise<SenderKeyRow | undefined> {
    const pending = this.loading.get(hash);
    if (pending) return pending;
    const loading: Promise<SenderKeyRow | undefined> = this.keys.byHash(hash).then((key) => {
      // a revocation while it loaded took it out of `loading`: answer, but do not keep what may be gone
      if (this.loading.get(hash) === loading) {
        this.loading.delete(hash);
        if (this.cache.size > 10_000) this.cache.clear();
        this.cache.set(hash, { key, until: Date.now() + TTL_MS });
      }
      return key;
    });
    this.loading.set(hash, loading);
    loading.catch(() => this.loading.get(hash) === loading && this.loading.delete(hash));
    return loading;
  }
}

const invalidKey = () => new CommandError(13, 'Invalid SenderAPIKey');
