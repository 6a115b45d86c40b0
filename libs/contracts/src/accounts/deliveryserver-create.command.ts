import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { DELIVERYSERVER_COMMAND, DELIVERYSERVER_FIELD_ERRORS, DeliveryServerFieldsRequest } from './deliveryserver.shared';

export class DeliveryserverCreateRequest extends DeliveryServerFieldsRequest {}

export interface DeliveryserverCreateReply {
  DeliveryServerID: number;
}

export const DeliveryserverCreate = defineCommand({
  name: 'deliveryserver.create',
  ...DELIVERYSERVER_COMMAND,
  request: DeliveryserverCreateRequest,
  returns: reply<DeliveryserverCreateReply>(),
  reply: 'DeliveryServerID',
  errors: DELIVERYSERVER_FIELD_ERRORS,
  summary: 'Create an SMTP delivery server; its password is stored sealed.',
  notes: 'User groups use it through their Options (TargetDeliveryServerID_Marketing, _Transactional, _AutoResponder).',
});
