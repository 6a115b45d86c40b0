import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { DELIVERYSERVER_COMMAND } from './deliveryserver.shared';

export class DeliveryserversDeleteRequest {
  @IsNotEmpty(code(1, 'Missing deliveryserverid'))
  @Param('Comma-separated delivery server ids (or an array)', true)
  deliveryserverid!: string | number | (string | number)[];
}

export type DeliveryserversDeleteReply = Record<string, never>;

export const DeliveryserversDelete = defineCommand({
  name: 'deliveryservers.delete',
  ...DELIVERYSERVER_COMMAND,
  request: DeliveryserversDeleteRequest,
  returns: reply<DeliveryserversDeleteReply>(),
  reply: '(envelope only)',
  errors: { 1: 'DeliveryServerID missing (or no id in it)' },
  summary: 'Delete delivery servers; unknown ids are skipped.',
});
