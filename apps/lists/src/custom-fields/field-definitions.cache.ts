import { Injectable } from '@nestjs/common';

import type { CustomFieldRow } from './custom-field.row';

const TTL_MS = 2000;

/**
 * A list's custom field definitions for Subscriber.Create, kept 2 s so the hot path is one statement. This
 * process drops entries at once when fields or lists change; other replicas see changes within the TTL.
 * Ownership is never taken from the cache: the insert statement checks the list itself.
 */
@Injectable()
export class FieldDefinitionsCache {
  private readonly entries = new Map<string, { at: number; fields: CustomFieldRow[] }>();

  get(userId: number, listId: number): CustomFieldRow[] | undefined {
    const hit = this.entries.get(`${userId}:${listId}`);
    if (!hit || Date.now() - hit.at > TTL_MS) return undefined;
    return hit.fields;
  }

  set(userId: number, listId: number, fields: CustomFieldRow[]): void {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(`${userId}:${listId}`, { at: Date.now(), fields });
  }

  /** a user's fields changed (global fields reach every list of the user) */
  forgetUser(userId: number): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}:`)) this.entries.delete(key);
  }
}
