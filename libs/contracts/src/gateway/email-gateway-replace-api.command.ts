import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayReplaceApiRequest {
  @IsPresent(code(1, 'Missing Description'))
  @Param('Label of the new key', true)
  description?: string;

  @domainId(2, 2)
  @Param('The sender domain', true)
  domainid?: string | number;
}

export interface EmailGatewayReplaceApiReply {
  NewAPIKeyID: number;
  APIKey: {
    APIKeyID: number;
    UserID: number;
    DomainID: number;
    CreatedAt: string;
    /** shown once */
    APIKey: string;
    /** the same key under the name EmailGateway.AddAPI answers it */
    Key: string;
    Description: string;
    Status: 'Enabled';
    Options: string[];
  };
}

export const EmailGatewayReplaceApi = defineCommand({
  name: 'EmailGateway.ReplaceAPI',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayReplaceApiRequest,
  returns: reply<EmailGatewayReplaceApiReply>(),
  reply: 'NewAPIKeyID, APIKey { APIKeyID, UserID, DomainID, CreatedAt, APIKey (shown once), Description, Status, Options }',
  errorStyle: 'scalar',
  errors: {
    1: 'Description missing',
    2: 'DomainID missing',
    3: "domain not found (or another user's)",
    4: 'the transaction was rolled back; no key was stored; retrying is safe',
  },
  summary: "Replace every API key of one of the caller's gateway sender domains with a new one, in one transaction (the old keys stop working at once).",
  notes: GATEWAY_NOTES,
});
