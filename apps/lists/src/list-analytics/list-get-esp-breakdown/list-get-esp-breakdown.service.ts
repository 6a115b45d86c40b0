import { Injectable } from '@nestjs/common';

import { ActivityTypes, CommandError, type ListGetEspBreakdownReply, type ListGetEspBreakdownRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { AnalyticsListGuard, asOf, clampDays, pct } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository } from '../list-analytics.repository';

const EVENTS = ['subscribers', 'opens', 'clicks', 'unsubscriptions'];

/** List.GetEspBreakdown: the top N mailbox domains by subscribers counted once each, the rest as a last `Other` row. */
@Injectable()
export class ListGetEspBreakdownService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetEspBreakdownRequest): Promise<ListGetEspBreakdownReply> {
    const event = paramText(input.event).toLowerCase();
    if (!EVENTS.includes(event)) throw new CommandError(2, "Invalid 'Event': expected subscribers, opens, clicks or unsubscriptions");
    const listId = await this.guard.owned(userId, input.listid);
    const top = clampDays(input.top, 30, 1000);
    return this.cache.get(`esp:${event}:${top}`, { userId, listId }, async () => {
      const rows = await this.counts(listId, event);
      rows.sort((a, b) => b.n - a.n || a.domain.localeCompare(b.domain));
      const total = rows.reduce((sum, r) => sum + r.n, 0);
      const other = rows.slice(top).reduce((sum, r) => sum + r.n, 0);
      const kept = rows.slice(0, top).map((r) => ({ Domain: r.domain, Count: r.n, Pct: pct(r.n, total) }));
      const Domains = other > 0 ? [...kept, { Domain: 'Other', Count: other, Pct: pct(other, total) }] : kept;
      return { ListID: listId, Event: event, Top: top, AsOf: asOf(), Total: total, Domains };
    });
  }

  private counts(listId: number, event: string): Promise<{ domain: string; n: number }[]> {
    if (event === 'unsubscriptions') return this.repository.unsubscribedDomains(listId);
    const type = event === 'opens' ? ActivityTypes.EmailOpen : event === 'clicks' ? ActivityTypes.EmailLinkClick : null;
    return this.repository.domains(listId, type);
  }
}
