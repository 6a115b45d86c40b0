import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';

import { UserWebhookRepository } from './user-webhook.repository';

const log = logger('tracking.user-webhook-sealer');
const BATCH = 500;

/**
 * Seals the HashedIDs stored in plaintext before they were sealed (the migration could only hash them). Runs at
 * every boot, after the migrations; finds nothing once done. Safe on several replicas at once (compare-and-set).
 */
@Injectable()
export class UserWebhookSealer implements OnApplicationBootstrap {
  constructor(private readonly webhooks: UserWebhookRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    let sealed = 0;
    for (let afterId = 0; ;) {
      const rows = await this.webhooks.unsealed(afterId, BATCH);
      for (const row of rows) {
        await this.webhooks.seal(row.id, row.stored);
        afterId = row.id;
        sealed++;
      }
      if (rows.length < BATCH) break;
    }
    if (sealed) log.info({ sealed }, 'user webhook HashedIDs sealed');
  }
}
