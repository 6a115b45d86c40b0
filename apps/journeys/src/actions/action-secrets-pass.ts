import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';
import { type Keyring, SECRET_KEYRING } from '@mail/secrets';

import { ActionSecrets } from './action-secrets';
import { ActionRepository } from './action.repository';

const log = logger('journeys.secrets');
const BATCH = 500;

/**
 * Brings every Webhook action's Secret and header values under the active key: seals those stored in plaintext
 * before sealing existed and re-wraps those sealed under an older key. Runs at every boot, after the migrations
 * (a migration may run without the keys: docs/decisions.md, "Encrypted 2FA secrets"); idempotent and safe on
 * several replicas at once (compare-and-set per row).
 */
@Injectable()
export class ActionSecretsPass implements OnApplicationBootstrap {
  private readonly secrets: ActionSecrets;

  constructor(
    private readonly actions: ActionRepository,
    @Inject(SECRET_KEYRING) keyring: Keyring,
  ) {
    this.secrets = new ActionSecrets(keyring);
  }

  async onApplicationBootstrap(): Promise<void> {
    const sealed = await this.run();
    if (sealed) log.info({ sealed }, 'webhook action secrets brought under the active key');
  }

  /** the number of actions whose secrets were sealed or re-wrapped */
  async run(): Promise<number> {
    let done = 0;
    let afterId = 0;
    for (;;) {
      const rows = await this.actions.webhooksAfter(afterId, BATCH);
      for (const row of rows) {
        afterId = Number(row.id);
        try {
          const params = this.secrets.rewrapped(row.params);
          if (params && (await this.actions.replaceParams(row.id, row.params, params))) done++;
        } catch (error) {
          log.error({ actionId: row.id, err: (error as Error).message }, 'a webhook action secret could not be sealed');
        }
      }
      if (rows.length < BATCH) return done;
    }
  }
}
