import { Inject, Injectable } from '@nestjs/common';

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
 * a minute per process: a journey sends the same action to many subscribers, and each lookup costs a bus hop, an
 * unseal and a PEM parse. Lookups of the same domain at the same time share one query. `undefined`: the domain is
 * gone or is not the user's (the caller falls back to the default signing). A transport failure is thrown (not kept).
 */
@Injectable()
export class SenderDomainKeys {
  private readonly box: SecretBox;
  private readonly cache = new Map<string, { until: number; key: Promise<SenderDomainKey | undefined> }>();

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @Inject(SECRET_KEYRING) keyring: Keyring,
  ) {
    this.box = new SecretBox(keyring, SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT);
  }

  of(userId: number, domainId: number, now = Date.now()): Promise<SenderDomainKey | undefined> {
    const id = `${userId}:${domainId}`;
    const hit = this.cache.get(id);
    if (hit && hit.until > now) return hit.key;
    this.cache.delete(id);
    // bounded: the oldest entry goes first (a Map iterates in insertion order)
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    const key = this.fetch(userId, domainId);
    this.cache.set(id, { until: now + TTL_MS, key });
    key.catch(() => {
      if (this.cache.get(id)?.key === key) this.cache.delete(id);
    });
    return key;
  }

  private async fetch(userId: number, domainId: number): Promise<SenderDomainKey | undefined> {
    const reply = await this.bus.query(Queries.SenderDomainDkim, { userId, domainId }, TIMEOUT_MS);
    if (!reply.found) return undefined;
    const privateKey = dkimPrivateKey(this.box.open(reply.sealedDkimPrivateKey));
    return { name: reply.name, dkim: { domainName: reply.name, keySelector: reply.dkimSelector, privateKey } };
  }
}
