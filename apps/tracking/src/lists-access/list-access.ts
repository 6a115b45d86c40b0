import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

import { listsUnavailable } from '../common/lists-unavailable';
import { type ListTrackerRow, ListTrackerRepository } from './list-tracker.repository';

const TTL_MS = 60_000;
const MAX_CACHED = 100_000;

/**
 * Whether a list belongs to a user, asked for every tracked event: answered from memory, else from list_tracker,
 * else by the lists service (ListOwnership), after which the list is recorded in list_tracker. A deleted list
 * is forgotten (ListDeletedConsumer) at once in every replica (its broadcast), within TTL_MS if that is lost.
 */
@Injectable()
export class ListAccess {
  private readonly cache = new Map<number, { row: ListTrackerRow; until: number }>();

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly trackers: ListTrackerRepository,
  ) {}

  /** the list's tracker row when it is the user's, else undefined */
  async owned(userId: number, listId: number): Promise<ListTrackerRow | undefined> {
    const row = await this.known(listId);
    if (row) return row.user_id === userId ? row : undefined;
    const reply = await this.bus.query(Queries.ListOwnership, { userId, listIds: [listId] }).catch(() => {
      throw listsUnavailable();
    });
    if (!reply.owned.includes(listId)) return undefined;
    return this.remember(await this.trackers.ensure(userId, listId));
  }

  /** the list of a browser tracker id */
  async byTracker(tracker: string): Promise<ListTrackerRow | undefined> {
    const row = await this.trackers.findByTracker(tracker);
    return row && this.remember(row);
  }

  forget(listId: number): void {
    this.cache.delete(listId);
  }

  private async known(listId: number): Promise<ListTrackerRow | undefined> {
    const hit = this.cache.get(listId);
    if (hit && hit.until > Date.now()) return hit.row;
    const row = await this.trackers.findByList(listId);
    return row && this.remember(row);
  }

  private remember(row: ListTrackerRow): ListTrackerRow {
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(row.list_id, { row, until: Date.now() + TTL_MS });
    return row;
  }
}
