import { Injectable } from '@nestjs/common';

import type { WebsiteEvent } from './website-event';

const MAX_REMEMBERED = 200_000;

export interface PropertyName {
  listId: number;
  event: string;
  property: string;
}

/**
 * The (list, event, property) names this process already wrote to event_property: a batch writes only the
 * others, so the table is touched when a name is new, not for every event.
 */
@Injectable()
export class KnownProperties {
  /** `list\nevent` → its property names */
  private readonly seen = new Map<string, Set<string>>();
  private size = 0;

  unknownIn(batch: WebsiteEvent[]): PropertyName[] {
    const out: PropertyName[] = [];
    const added = new Map<string, Set<string>>();
    for (const e of batch) {
      const key = `${e.listId}\n${e.event}`;
      const known = this.seen.get(key);
      for (const property of Object.keys(e.properties)) {
        if (known?.has(property)) continue;
        let mine = added.get(key);
        if (!mine) added.set(key, (mine = new Set()));
        if (mine.has(property)) continue;
        mine.add(property);
        out.push({ listId: e.listId, event: e.event, property });
      }
    }
    return out;
  }

  remember(names: PropertyName[]): void {
    if (this.size + names.length > MAX_REMEMBERED) {
      this.seen.clear();
      this.size = 0;
    }
    for (const n of names) {
      const key = `${n.listId}\n${n.event}`;
      let known = this.seen.get(key);
      if (!known) this.seen.set(key, (known = new Set()));
      if (!known.has(n.property)) {
        known.add(n.property);
        this.size++;
      }
    }
  }
}
