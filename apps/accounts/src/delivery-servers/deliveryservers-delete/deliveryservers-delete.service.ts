import { Injectable } from '@nestjs/common';

import { CommandError, type DeliveryserversDeleteReply, type DeliveryserversDeleteRequest } from '@mail/contracts';

import { int, list } from '../../shared/params/param-readers';
import { DeliveryServerRepository } from '../delivery-server.repository';

/** deliveryservers.delete: unknown ids are skipped. */
@Injectable()
export class DeliveryserversDeleteService {
  constructor(private readonly servers: DeliveryServerRepository) {}

  async run(input: DeliveryserversDeleteRequest): Promise<DeliveryserversDeleteReply> {
    const ids = list(input.deliveryserverid)
      .map((v) => int(v))
      .filter((n): n is number => n !== undefined && n > 0);
    if (ids.length === 0) throw new CommandError(1, 'Missing deliveryserverid');
    await this.servers.delete(ids);
    return {};
  }
}
