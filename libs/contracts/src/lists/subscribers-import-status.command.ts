import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscribersImportStatusRequest {
  @IsPresent(code(1, 'Missing ImportID'))
  @Param('The import job', true)
  importid?: string | number;
}

export interface SubscribersImportStatusReply {
  Import: Record<string, unknown>;
}

export const SubscribersImportStatus = defineCommand({
  name: 'Subscribers.Import.Status',
  service: 'lists',
  auth: 'user',
  request: SubscribersImportStatusRequest,
  returns: reply<SubscribersImportStatusReply>(),
  reply: 'Import',
  errorStyle: 'array',
  errors: { 1: 'missing ImportID', 2: 'import not found' },
  summary: 'Progress and per-row errors of an import job (extension).',
});
