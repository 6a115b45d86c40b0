import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

/** RelListName of webhooks, asked of lists (a list renamed since shows its new name; '' when lists does not answer). */
@Injectable()
export class ListNames {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, listIds: number[]): Promise<Map<number, string>> {
    const names = await Promise.all(
      [...new Set(listIds)].map(async (listId) => {
        const reply = await this.bus.query(Queries.ListFields, { userId, listId }).catch(() => undefined);
        return [listId, reply?.found ? reply.listName : ''] as const;
      }),
    );
    return new Map(names);
  }
}
