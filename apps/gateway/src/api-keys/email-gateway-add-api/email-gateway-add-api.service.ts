import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayAddApiReply, type GatewayAddApiRequest } from '@mail/contracts';
import { isPresent } from '@mail/contracts';
import { newToken } from '@mail/secrets';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GatewayKeyRepository, type GatewayKeyTargets } from '../gateway-key.repository';

/** What a gateway key may do: send mail and register webhooks of its domain. */
export const GATEWAY_KEY_PERMISSIONS = ['EmailGateway.Send', 'EmailGateway.Webhooks'];

/** EmailGateway.AddAPI: 1 Description, 2 DomainID (or a targeting id) not an id, 3 domain not the caller's. */
@Injectable()
export class EmailGatewayAddApiService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly keys: GatewayKeyRepository,
  ) {}

  async create(userId: number, p: GatewayAddApiRequest): Promise<GatewayAddApiReply> {
    const description = String(p.description).trim();
    const targets = targetsOf(p);
    const domain = await this.domains.findOwned(userId, positiveId(p.domainid)!);
    if (!domain) throw new CommandError(3, 'Domain could not be retrieved');
    const key = newToken('eg_live_');
    const permissions = GATEWAY_KEY_PERMISSIONS.join(',');
    const id = await this.keys.insert(userId, domain.id, key, description, permissions, targets);
    return {
      NewAPIKeyID: id,
      APIKey: {
        Key: key,
        Permissions: GATEWAY_KEY_PERMISSIONS,
        DomainID: domain.id,
        Description: description,
        ListID: targets.listId ?? null,
        SubscriberID: targets.subscriberId ?? null,
        JourneyID: targets.journeyId ?? null,
        ActionID: targets.actionId ?? null,
      },
    };
  }
}

function targetsOf(p: GatewayAddApiRequest): GatewayKeyTargets {
  const read = (value: unknown, name: string): number | undefined => {
    if (!isPresent(value)) return undefined;
    const id = positiveId(value);
    if (id === undefined) throw new CommandError(2, `Invalid ${name}`);
    return id;
  };
  return {
    listId: read(p.listid, 'ListID'),
    subscriberId: read(p.subscriberid, 'SubscriberID'),
    journeyId: read(p.journeyid, 'JourneyID'),
    actionId: read(p.actionid, 'ActionID'),
  };
}
