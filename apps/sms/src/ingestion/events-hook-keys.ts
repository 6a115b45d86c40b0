import { Injectable } from '@nestjs/common';

import { ProviderRepository } from '../provider/provider.repository';
import { ProviderSecrets } from '../provider/provider-secrets';

/** what the generic events endpoint needs of its key: never changes for a key (smsprovider.set keeps both) */
export interface EventsHook {
  userId: number;
  eventsSecret: string;
}

const MAX_KEYS = 10_000;
const TTL_MS = 5 * 60_000;

/**
 * The generic events endpoint's key → (user, opened events secret), kept per process: a provider posts batch after
 * batch to the same key, and each would otherwise cost a query and a decryption. A key's user and events secret are
 * fixed when the key is made (smsprovider.set keeps them), so an entry never goes stale; the time bound only keeps
 * the secret out of memory once its provider stops posting. Unknown keys are not kept.
 */
@Injectable()
export class EventsHookKeys {
  private readonly keys = new Map<string, { hook: EventsHook; until: number }>();

  constructor(
    private readonly providers: ProviderRepository,
    private readonly secrets: ProviderSecrets,
  ) {}

  async of(key: string): Promise<EventsHook | undefined> {
    const now = Date.now();
    const kept = this.keys.get(key);
    if (kept && kept.until > now) return kept.hook;
    this.keys.delete(key);
    const provider = await this.providers.byHookKey(key);
    if (!provider) return undefined;
    const hook = { userId: provider.userId, eventsSecret: this.secrets.eventsSecret.open(provider.eventsSecretSealed) };
    if (this.keys.size >= MAX_KEYS) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(key, { hook, until: now + TTL_MS });
    return hook;
  }
}
