import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SuppressionImportRequest {
  @Param('JSON-encoded array of addresses', 'cond')
  emailaddresses?: string;

  @Param('Newline-separated addresses', 'cond')
  emailaddressesbulk?: string;

  @Param('Import into this list only')
  listid?: string | number;

  @Param('Admin key callers: the user to import for')
  userid?: string | number;
}

export interface SuppressionImportReply {
  TotalImported: number;
  TotalFailed: number;
  FailedEmailAddresses: string[];
}

export const SuppressionImport = defineCommand({
  name: 'Suppression.Import',
  service: 'lists',
  auth: 'user-or-admin',
  request: SuppressionImportRequest,
  returns: reply<SuppressionImportReply>(),
  reply: 'TotalImported, TotalFailed, FailedEmailAddresses',
  errorStyle: 'array',
  errors: { 1: 'neither EmailAddresses nor EmailAddressesBulk given', 2: 'EmailAddresses is not a JSON-encoded array', 3: 'invalid list id' },
  summary: 'Import addresses into suppression.',
});
