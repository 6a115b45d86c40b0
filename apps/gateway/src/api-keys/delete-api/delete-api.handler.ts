import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayDeleteApi, type GatewayDeleteApiRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { GatewayKeyRepository } from '../gateway-key.repository';
import { SenderKeys } from '../sender-keys';

/** EmailGateway.DeleteAPI: 2 when the key is not the caller's. */
@Controller()
export class DeleteApiHandler {
  constructor(
    private readonly keys: GatewayKeyRepository,
    private readonly senderKeys: SenderKeys,
  ) {}

  @HandlesCommand(GatewayDeleteApi)
  async handle(req: BusRequest<GatewayDeleteApiRequest>): Promise<object> {
    const keyHash = await this.keys.deleteOwned(actingUserId(req), positiveId(req.params.apikeyid)!);
    if (!keyHash) throw new CommandError(2, 'API key not found');
    await this.senderKeys.revoke([keyHash]);
    return {};
  }
}
