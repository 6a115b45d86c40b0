import { Injectable } from '@nestjs/common';

import type { WebsiteEvent } from './website-event';

const MAX_REMEMBERED = 200_000;

/**
 * The (list, event, property) names this process already wrote to event_property: a batch writes only the
 * others, so the table is touched when a name is new, not for every event.
 */
@Injectable()
export class KnownProperties {
  private readonly seen = new Set<string>();

  unknownIn(batch: WebsiteEvent[]): { listId: number; event: string; property: string }[] {
    const out = new Map<string, { listId: number; event: string; property: string }>();
    for (const e of batch)
      for (const property of Object.keys(e.properties)) {
        const key = `${e.listId}\n${e.event}\n${property}`;
        if (!this.seen.has(key)) out.set(key, { listId: e.listId, event: e.event, property });
      }
    return [...out.values()];
  }

  remember(triples: { listId: number; event: string; property: string }[]): void {
    if (this.seen.size + triples.length > MAX_REMEMBERED) this.seen.clear();
    for (const t of triples) this.seen.add(`${t.listId}\n${t.event}\n${t.property}`);
  }
}
