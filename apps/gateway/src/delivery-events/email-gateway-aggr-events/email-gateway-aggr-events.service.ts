import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayAggrEventsReply, type GatewayAggrEventsRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { MessageEventRepository } from '../message-event.repository';
import { readAggrEventsInput } from './aggr-events-input';

/** EmailGateway.AggrEvents: the domain's event counts between two days, bucketed by AggregatedField. */
@Injectable()
export class EmailGatewayAggrEventsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly events: MessageEventRepository,
  ) {}

  async aggregate(userId: number, request: GatewayAggrEventsRequest): Promise<GatewayAggrEventsReply> {
    const domain = await this.domains.findOwned(userId, positiveId(request.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const input = readAggrEventsInput(request);
    const buckets = await this.events.aggregate(domain.id, input.from, input.to, input.expression, input.size);
    return { AggregatedField: input.field, StartDate: input.from, EndDate: input.to, AggBuckets: buckets.map((b) => ({ Key: b.key, Count: b.count })) };
  }
}
