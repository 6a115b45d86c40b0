import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, BusUnavailableError } from '@mail/bus';
import { type AutoresponderView, Queries } from '@mail/contracts';

/**
 * List.Assets' AutoResponders: campaigns owns autoresponders, so lists asks it over the bus. When no campaigns service
 * runs (an installation of lists alone) the list has none to show.
 */
@Injectable()
export class ListAutoresponders {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, listId: number): Promise<AutoresponderView[]> {
    const reply = await this.bus.query(Queries.ListAutoresponders, { userId, listId }, 5000).catch((error: unknown) => {
      if (error instanceof BusUnavailableError) return undefined;
      throw error;
    });
    return reply?.autoResponders ?? [];
  }
}
