import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayDeleteApiReply, type GatewayDeleteApiRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { GatewayKeyRepository } from '../gateway-key.repository';
import { SenderKeys } from '../sender-keys';

/** EmailGateway.DeleteAPI: 2 when the key is not the caller's. */
@Injectable()
export class EmailGatewayDeleteApiService {
  constructor(
    private readonly keys: GatewayKeyRepository,
    private readonly senderKeys: SenderKeys,
  ) {}

  async delete(userId: number, input: GatewayDeleteApiRequest): Promise<GatewayDeleteApiReply> {
    const keyHash = await this.keys.deleteOwned(userId, positiveId(input.apikeyid)!);
    if (!keyHash) throw new CommandError(2, 'API key not found');
    await this.senderKeys.revoke([keyHash]);
    return {};
  }
}
