import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { Broadcasts } from '@mail/contracts';

import type { CustomFieldRow } from './custom-field.row';

const log = logger('lists.field-cache');
const TTL_MS = 2000;

/**
 * A list's custom field definitions for Subscriber.Create, kept 2 s so the hot path is one statement. A change
 * (`changed`, after it commits) drops them in this process and, through Broadcasts.ListFieldsChanged, in every
 * other lists replica before the change's reply leaves this one; the TTL is the bound only if a broadcast is lost.
 * Ownership is never taken from the cache: the insert statement checks the list itself.
 */
@Injectable()
export class FieldDefinitionsCache implements OnApplicationBootstrap {
  private readonly entries = new Map<string, { at: number; fields: CustomFieldRow[] }>();

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus
      .onBroadcast(Broadcasts.ListFieldsChanged, ({ userId }) => this.forgetUser(userId))
      .catch((error: unknown) => log.warn({ err: error }, 'no field-change broadcasts; other replicas see changes within the TTL'));
  }

  get(userId: number, listId: number): CustomFieldRow[] | undefined {
    const hit = this.entries.get(`${userId}:${listId}`);
    if (!hit || Date.now() - hit.at > TTL_MS) return undefined;
    return hit.fields;
  }

  set(userId: number, listId: number, fields: CustomFieldRow[]): void {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(`${userId}:${listId}`, { at: Date.now(), fields });
  }

  /** a user's fields changed (global fields reach every list of the user): drop them here and in every replica */
  async changed(userId: number): Promise<void> {
    this.forgetUser(userId);
    await this.bus
      .broadcast(Broadcasts.ListFieldsChanged, { userId })
      .catch((error: unknown) => log.warn({ err: error, userId }, 'field-change broadcast failed'));
  }

  /** user 0: the administrator's global fields changed, which reach every user's lists */
  private forgetUser(userId: number): void {
    if (userId === 0) return this.entries.clear();
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}:`)) this.entries.delete(key);
  }
}
