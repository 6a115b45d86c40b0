import { Injectable } from '@nestjs/common';

import { ActivityTypes, CommandError, type ListGetSendTimeHeatmapReply, type ListGetSendTimeHeatmapRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { AnalyticsListGuard, asOf, clampDays } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository } from '../list-analytics.repository';

const EVENTS: Record<string, string> = { open: ActivityTypes.EmailOpen, click: ActivityTypes.EmailLinkClick };

/** List.GetSendTimeHeatmap: Grid[d][h], d 0 = Monday … 6 = Sunday, h 0–23 UTC, every cell present. */
@Injectable()
export class ListGetSendTimeHeatmapService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetSendTimeHeatmapRequest): Promise<ListGetSendTimeHeatmapReply> {
    const event = (paramText(input.event) || 'open').toLowerCase();
    if (!Object.hasOwn(EVENTS, event)) throw new CommandError(2, "Invalid 'Event': expected 'open' or 'click'");
    const listId = await this.guard.owned(userId, input.listid);
    const days = clampDays(input.days, 90, 365);
    return this.cache.get(`heatmap:${event}:${days}`, { userId, listId }, async () => {
      const Grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
      for (const cell of await this.repository.heatmap(listId, EVENTS[event], days)) Grid[cell.dow - 1][cell.hour] = cell.n;
      return { ListID: listId, Days: days, Event: event, AsOf: asOf(), Grid };
    });
  }
}
