import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

import { ListFieldsClient } from '../emails/list-fields.client';
import { mergeTagAliasesOf } from '../emails/merge-tag-aliases';
import { UserFieldsClient } from '../emails/user-fields.client';
import type { JourneyPersonalisation } from '../journey-mail/journey-message';

/** how long a web view may show a user's fields or a list's merge-tag aliases after they changed */
const KEEP_MS = 30_000;

/**
 * The user's fields and the list's merge-tag aliases a journey message's web view renders with, as they are now
 * (accounts and lists are asked), kept KEEP_MS per user and list: views of one send's messages, which come in
 * bursts, ask each service once, and views that arrive together share the one question (lru-cache's fetch).
 */
@Injectable()
export class WebViewPersonalisation {
  private readonly kept = new LRUCache<string, JourneyPersonalisation>({
    max: 1_000,
    ttl: KEEP_MS,
    fetchMethod: (key) => this.ask(key),
  });

  constructor(
    private readonly users: UserFieldsClient,
    private readonly lists: ListFieldsClient,
  ) {}

  async of(userId: number, listId: number): Promise<JourneyPersonalisation> {
    return (await this.kept.fetch(`${userId}:${listId}`))!;
  }

  private async ask(key: string): Promise<JourneyPersonalisation> {
    const [userId, listId] = key.split(':').map(Number);
    const [userFields, list] = await Promise.all([this.users.fieldsOf(userId), this.lists.fieldsOf(userId, listId)]);
    return { userFields, mergeTagAliases: mergeTagAliasesOf(list.fields) };
  }
}
