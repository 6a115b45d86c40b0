import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { DELIVERYSERVER_COMMAND, type DeliveryServerResource } from './deliveryserver.shared';

export class DeliveryserversGetRequest {
  @Param('Comma-separated delivery server ids to read; all when omitted')
  deliveryserverid?: string | number | (string | number)[];
}

export interface DeliveryserversGetReply {
  DeliveryServers: Record<string, DeliveryServerResource>;
}

export const DeliveryserversGet = defineCommand({
  name: 'deliveryservers.get',
  ...DELIVERYSERVER_COMMAND,
  request: DeliveryserversGetRequest,
  returns: reply<DeliveryserversGetReply>(),
  reply:
    'DeliveryServers { <id>: { DeliveryServerID, Name, ConnectionParams, Domains, VerificationResults, VerificationLastCheckedAt, UserGroupAssignments, IsAllocated } }',
  errors: { 2: 'no delivery servers found' },
  summary: 'Read the delivery servers (passwords never shown), with the user groups that use each.',
});
