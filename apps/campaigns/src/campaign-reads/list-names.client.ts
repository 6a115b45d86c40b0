import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type BusReply, type BusRequest, ListsGet, type ListsGetReply } from '@mail/contracts';

const TIMEOUT_MS = 10_000;

/**
 * The names of a user's lists, asked of the lists service through its own Lists.Get acting for the user (the
 * campaign's owner): campaigns keeps list ids only. A list deleted since (or lists not answering) has no name.
 */
@Injectable()
export class ListNamesClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, requestId: string): Promise<Map<number, string>> {
    const request: BusRequest = {
      command: ListsGet.name,
      params: {},
      auth: { kind: 'user', userId, via: 'service', permissions: '*' },
      requestId,
      meta: { ip: '' },
    };
    const reply = await this.bus.request<BusReply<ListsGetReply>>(ListsGet.subject, request, TIMEOUT_MS).catch(() => undefined);
    if (!reply?.ok) return new Map();
    return new Map(reply.body.Lists.map((l) => [Number(l.ListID), typeof l.Name === 'string' ? l.Name : '']));
  }
}
