import { Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';
import { tokenHash } from '@mail/secrets';

import { GatewayKeyRepository, type SenderKeyRow } from './gateway-key.repository';

const TTL_MS = 5_000;

/**
 * The gateway key of a `sender-domain-key` request (the bearer credential the edge forwards): 13 unless it names
 * a key. Kept for TTL_MS, so a deleted key (or a domain verified meanwhile) shows within seconds on every replica.
 */
@Injectable()
export class SenderKeys {
  private readonly cache = new Map<string, { key: SenderKeyRow | undefined; until: number }>();

  constructor(private readonly keys: GatewayKeyRepository) {}

  async resolve(credential: string | undefined): Promise<SenderKeyRow> {
    if (!credential) throw invalidKey();
    const hash = tokenHash(credential);
    const hit = this.cache.get(hash);
    const key = hit && hit.until > Date.now() ? hit.key : await this.load(hash);
    if (!key) throw invalidKey();
    return key;
  }

  private async load(hash: string): Promise<SenderKeyRow | undefined> {
    const key = await this.keys.byHash(hash);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(hash, { key, until: Date.now() + TTL_MS });
    return key;
  }
}

const invalidKey = () => new CommandError(13, 'Invalid SenderAPIKey', { style: 'scalar' });
