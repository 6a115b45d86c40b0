import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { DELIVERYSERVER_COMMAND, DELIVERYSERVER_FIELD_ERRORS, DeliveryServerFieldsRequest } from './deliveryserver.shared';

export class DeliveryserverUpdateRequest extends DeliveryServerFieldsRequest {
  @Param('The delivery server to rewrite', true)
  deliveryserverid?: string | number;

  @Param('Sender rotation settings (object or JSON text of one)')
  senderrotationsettings?: string | Record<string, unknown>;

  @Param('`true`/`false`: rotate senders')
  senderrotation?: string | boolean;
}

export interface DeliveryserverUpdateReply {
  DeliveryServerID: number;
}

export const DeliveryserverUpdate = defineCommand({
  name: 'deliveryserver.update',
  ...DELIVERYSERVER_COMMAND,
  request: DeliveryserverUpdateRequest,
  returns: reply<DeliveryserverUpdateReply>(),
  reply: 'DeliveryServerID',
  errors: { ...DELIVERYSERVER_FIELD_ERRORS, 17: 'DeliveryServerID missing or names no delivery server' },
  summary: "Rewrite a delivery server's connection and domains; an omitted password keeps the stored one.",
});
