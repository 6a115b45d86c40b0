import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscribersImportRequest {
  @Param('The list (also accepted as `SubscriberListID`)', true)
  listid?: string | number;

  @Param('CSV text', 'cond')
  csv?: string;

  @Param('JSON array of row objects', 'cond')
  rows?: string | object[];

  @Param('Object of column: target')
  mapping?: string | object;

  @Param("'skip' (default) or 'update'")
  duplicates?: string;

  @Param('boolean: same as Duplicates=update')
  updateifduplicate?: string | boolean;

  @Param('Status of new subscribers (default Subscribed)')
  status?: string;

  @Param('One character (default `,`; `\\t` for tab)')
  delimiter?: string;

  @Param('boolean: first CSV line is a header (default true for CSV)')
  header?: string | boolean;

  @Param('boolean: emit subscriber events')
  triggerevents?: string | boolean;
}

export interface SubscribersImportReply {
  ImportID: number;
  Status: string;
}

export const SubscribersImport = defineCommand({
  name: 'Subscribers.Import',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Import',
  request: SubscribersImportRequest,
  returns: reply<SubscribersImportReply>(),
  reply: 'ImportID',
  errorStyle: 'array',
  errors: {
    1: 'missing ListID',
    2: 'invalid ListID',
    3: 'missing CSV or Rows',
    4: 'Rows is not a JSON array',
    5: 'Mapping is not an object',
    6: "Duplicates is not 'skip' or 'update'",
    7: 'invalid Status',
    8: 'invalid Delimiter',
  },
  summary: 'Bulk import CSV or JSON rows as a resumable job (extension).',
});
