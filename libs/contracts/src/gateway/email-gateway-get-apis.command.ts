import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayGetApisRequest {
  @domainId(1, 2)
  @Param('The sender domain whose keys are listed', true)
  domainid?: string | number;
}

export interface EmailGatewayGetApisReply {
  APIKeys: {
    APIKeyID: number;
    /** keys are stored only as a hash: the key's prefix and last four characters (`eg_live_…abcd`) */
    APIKey: string;
    Description: string;
    DomainID: number;
    CreatedAt: string;
  }[];
}

export const EmailGatewayGetApis = defineCommand({
  name: 'EmailGateway.GetApis',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayGetApisRequest,
  returns: reply<EmailGatewayGetApisReply>(),
  reply: 'APIKeys [{ APIKeyID, APIKey (masked), Description, DomainID, CreatedAt }] (empty array without keys)',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: "List the API keys of one of the caller's gateway sender domains.",
  notes: GATEWAY_NOTES,
});
