import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { domainId } from './gateway-params';

export class GatewayAddApiRequest {
  @IsPresent(code(1, 'Missing or invalid Description'))
  @Param('What the key is for', true)
  description?: string;

  @domainId(2, 2)
  @Param('The sender domain the key sends from', true)
  domainid?: string | number;

  @Param('Targeting: a list the messages belong to')
  listid?: string | number;

  @Param('Targeting: a subscriber')
  subscriberid?: string | number;

  @Param('Targeting: a journey')
  journeyid?: string | number;

  @Param('Targeting: a journey action')
  actionid?: string | number;
}

export interface GatewayAddApiReply {
  NewAPIKeyID: number;
  APIKey: {
    /** shown once */
    Key: string;
    Permissions: string[];
    DomainID: number;
    Description: string;
    ListID: number | null;
    SubscriberID: number | null;
    JourneyID: number | null;
    ActionID: number | null;
  };
}

export const GatewayAddApi = defineCommand({
  name: 'EmailGateway.AddAPI',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayAddApiRequest,
  returns: reply<GatewayAddApiReply>(),
  reply: 'NewAPIKeyID, APIKey { Key (shown once), Permissions, DomainID, Description, ListID, SubscriberID, JourneyID, ActionID }',
  errors: { 1: 'Description missing', 2: 'DomainID missing or not an id (or a targeting id that is not one)', 3: "domain not found (or another user's)" },
  summary: 'Create a gateway API key for a sender domain.',
});
