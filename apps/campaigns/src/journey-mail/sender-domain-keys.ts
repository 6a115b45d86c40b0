import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

import { BUS, type Bus } from '@mail/bus';
import { Queries, SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT } from '@mail/contracts';
import { type DkimKey, dkimPrivateKey } from '@mail/mail';
import { type Keyring, SECRET_KEYRING, SecretBox } from '@mail/secrets';

/** A gateway sender domain a journey email goes out as: its name and its DKIM key (parsed, never logged). */
export interface SenderDomainKey {
  name: string;
  dkim: DkimKey;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 1000;
const TIMEOUT_MS = 10_000;

/**
 * The sender domains of journeys' SendEmail actions, asked of the gateway (`gateway.q.sender-domain.dkim`) and kept
 * a minute per process (lru-cache): a journey sends the same action to many subscribers, and each lookup costs a bus
 * hop, an unseal and a PEM parse. Lookups of the same domain at the same time share one query. `undefined`: the
 * domain is gone or is not the user's (the caller falls back to the default signing). A transport failure is thrown
 * (not kept).
 */
@Injectable()
export class SenderDomainKeys {
  private readonly box: SecretBox;
  /** `key` absent: the gateway answered not found (kept too, as a found one is) */
  private readonly cache = new LRUCache<string, { key?: SenderDomainKey }>({
    max: MAX_ENTRIES,
    ttl: TTL_MS,
    ttlResolution: 0,
    fetchMethod: (id) => this.fetch(id),
  });

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @Inject(SECRET_KEYRING) keyring: Keyring,
  ) {
    this.box = new SecretBox(keyring, SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT);
  }

  async of(userId: number, domainId: number): Promise<SenderDomainKey | undefined> {
    return (await this.cache.fetch(`${userId}:${domainId}`))?.key;
  }

  private async fetch(id: string): Promise<{ key?: SenderDomainKey }> {
    const [userId, domainId] = id.split(':').map(Number);
    const reply = await this.bus.query(Queries.SenderDomainDkim, { userId, domainId, withKey: true }, TIMEOUT_MS);
    if (!reply.found) return {};
    if (!reply.sealedDkimPrivateKey) throw new Error(`the gateway answered sender domain ${domainId} without its key`);
    const privateKey = dkimPrivateKey(this.box.open(reply.sealedDkimPrivateKey));
    return { key: { name: reply.name, dkim: { domainName: reply.name, keySelector: reply.dkimSelector, privateKey } } };
  }
}
