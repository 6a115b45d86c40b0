import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type EmailGatewayReplaceApiReply, type EmailGatewayReplaceApiRequest } from '@mail/contracts';
import { newToken } from '@mail/secrets';

import { positiveId } from '../../common/positive-id';
import { GATEWAY_KEY_PERMISSIONS } from '../email-gateway-add-api/email-gateway-add-api.service';
import { GatewayKeyRepository } from '../gateway-key.repository';
import { SenderKeys } from '../sender-keys';

const log = logger('gateway.replace-api');

/**
 * EmailGateway.ReplaceAPI: every key of the caller's domain is deleted and a new one stored, in one statement; the old
 * keys are evicted from every replica's cache at once (SenderKeys.revoke). 3 not the caller's domain, 4 rolled back.
 */
@Injectable()
export class EmailGatewayReplaceApiService {
  constructor(
    private readonly keys: GatewayKeyRepository,
    private readonly senderKeys: SenderKeys,
  ) {}

  async run(userId: number, input: EmailGatewayReplaceApiRequest): Promise<EmailGatewayReplaceApiReply> {
    const description = String(input.description).trim();
    if (!description) throw new CommandError(1, 'Missing Description');
    const domainId = positiveId(input.domainid)!;
    const key = newToken('eg_live_');
    const replaced = await this.keys.replace(userId, domainId, key, description, GATEWAY_KEY_PERMISSIONS.join(',')).catch((error: unknown) => {
      log.error({ err: error, domainId }, 'key replacement rolled back');
      throw new CommandError(4, 'The key could not be replaced; nothing was changed, retrying is safe');
    });
    if (!replaced) throw new CommandError(3, 'Domain could not be retrieved');
    await this.senderKeys.revoke(replaced.old_hashes);
    return {
      NewAPIKeyID: replaced.id,
      APIKey: {
        APIKeyID: replaced.id,
        UserID: userId,
        DomainID: domainId,
        CreatedAt: new Date(replaced.created_at).toISOString(),
        APIKey: key,
        Key: key,
        Description: description,
        Status: 'Enabled',
        Options: GATEWAY_KEY_PERMISSIONS,
      },
    };
  }
}
