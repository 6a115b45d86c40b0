import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayDeleteApi, type GatewayDeleteApiRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { GatewayKeyRepository } from '../gateway-key.repository';

/** EmailGateway.DeleteAPI: 2 when the key is not the caller's. */
@Controller()
export class DeleteApiHandler {
  constructor(private readonly keys: GatewayKeyRepository) {}

  @HandlesCommand(GatewayDeleteApi)
  async handle(req: BusRequest<GatewayDeleteApiRequest>): Promise<object> {
    if (!(await this.keys.deleteOwned(actingUserId(req), positiveId(req.params.apikeyid)!))) throw new CommandError(2, 'API key not found');
    return {};
  }
}
