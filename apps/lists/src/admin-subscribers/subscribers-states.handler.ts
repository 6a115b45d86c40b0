import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type SubscribersStatesReply, type SubscribersStatesRequest } from '@mail/contracts';

import { AdminSubscribersRepository } from './admin-subscribers.repository';

/** `lists.q.subscribers.states`: journeys' admin.journey.action.audit asks how the subscribers at an action stand. */
@Controller()
export class SubscribersStatesHandler {
  constructor(private readonly repository: AdminSubscribersRepository) {}

  @HandlesQuery(Queries.SubscribersStates)
  async handle(request: SubscribersStatesRequest): Promise<SubscribersStatesReply> {
    const rows = await this.repository.states((request.subscriberIds ?? []).map(Number));
    return { subscribers: rows.map((r) => ({ subscriberId: Number(r.id), listId: Number(r.list_id), status: r.status, bounceType: r.bounce_type })) };
  }
}
