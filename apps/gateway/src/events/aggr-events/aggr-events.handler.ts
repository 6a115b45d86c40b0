import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayAggrEvents, type GatewayAggrEventsRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { MessageEventRepository } from '../message-event.repository';
import { AGGREGATED_FIELDS, readAggrEventsInput } from './aggr-events-input';

/** EmailGateway.AggrEvents: the domain's event counts between two days, bucketed by AggregatedField. */
@Controller()
export class AggrEventsHandler {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly events: MessageEventRepository,
  ) {}

  @HandlesCommand(GatewayAggrEvents)
  async handle(req: BusRequest<GatewayAggrEventsRequest>): Promise<object> {
    const domain = await this.domains.findOwned(actingUserId(req), positiveId(req.params.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const input = readAggrEventsInput(req.params);
    const buckets = await this.events.aggregate(domain.id, input.from, input.to, AGGREGATED_FIELDS[input.field], input.size);
    return { AggregatedField: input.field, StartDate: input.from, EndDate: input.to, AggBuckets: buckets.map((b) => ({ Key: b.key, Count: b.count })) };
  }
}
