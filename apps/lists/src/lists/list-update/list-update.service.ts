import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';
import { hasChanges, readListChanges } from './list-settings';

/** List.Update: codes 1–11 of the spec; only given settings change; returns the updated list. */
@Injectable()
export class ListUpdateService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
  ) {}

  async run(req: BusRequest): Promise<{ List: Record<string, unknown> }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SubscriberListID') && !p.str('ListID')) throw new CommandError(1, 'Subscriber list id is missing');
    const listId = p.id('SubscriberListID') ?? p.id('ListID');
    const row = listId ? await this.lists.findOwned(userId, listId) : undefined;
    if (!row || !listId) throw new CommandError(2, 'Invalid subscriber list id');
    const changes = readListChanges(p, row.settings);
    if (changes instanceof CommandError) throw changes;
    if (!hasChanges(changes)) throw new CommandError(11, 'Nothing to update');
    const referenced = [...new Set(changes.referencedListIds)];
    if (referenced.length && (await this.lists.ownedIds(userId, referenced)).length !== referenced.length)
      throw new CommandError(6, 'Invalid setting: list id');
    await this.db.query(
      `UPDATE "lists"."list" SET "name" = coalesce($3, "name"), "opt_in_mode" = coalesce($4, "opt_in_mode"), "settings" = "settings" || $5::jsonb,
         "sync_last_at" = CASE WHEN $6::text IS NULL THEN "sync_last_at" WHEN $6::text = '' THEN NULL ELSE $6::timestamp END,
         "updated_at" = now() at time zone 'utc'
       WHERE "id" = $1 AND "user_id" = $2`,
      [listId, userId, changes.name ?? null, changes.optInMode ?? null, JSON.stringify(changes.settings), changes.syncLastAt ?? null],
    );
    const updated = await this.lists.findOwned(userId, listId, true);
    return { List: presentList(updated!) };
  }
}
