import { Injectable } from '@nestjs/common';

import { CommandError, type DeliveryserversGetReply, type DeliveryserversGetRequest } from '@mail/contracts';

import { UserGroupRepository } from '../../groups/user-group.repository';
import { int, list } from '../../shared/params/param-readers';
import { deliveryServerResource } from '../delivery-server.presenter';
import { DeliveryServerRepository } from '../delivery-server.repository';

/** deliveryservers.get: the servers (all, or those named) keyed by id; 2 when there is none. */
@Injectable()
export class DeliveryserversGetService {
  constructor(
    private readonly servers: DeliveryServerRepository,
    private readonly groups: UserGroupRepository,
  ) {}

  async run(input: DeliveryserversGetRequest): Promise<DeliveryserversGetReply> {
    const named = list(input.deliveryserverid);
    const ids = named.length ? named.map((v) => int(v)).filter((n): n is number => n !== undefined) : undefined;
    const rows = await this.servers.list(ids);
    if (rows.length === 0) throw new CommandError(2, 'No delivery servers found');
    const groups = await this.groups.list();
    return { DeliveryServers: Object.fromEntries(rows.map((row) => [String(row.id), deliveryServerResource(row, groups)])) };
  }
}
