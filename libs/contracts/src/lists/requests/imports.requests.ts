import { IsPresent, Param } from '../../request-params';
import { code } from '../../validation';

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

export class SubscribersImportStatusRequest {
  @IsPresent(code(1, 'Missing ImportID'))
  @Param('The import job', true)
  importid?: string | number;
}

export class SubscribersBulkStatusRequest {
  @IsPresent(code(1, 'Missing JobID'))
  @Param('The job id a Subscriber.Tag, Untag or Unsubscribe by RulesJSON answered with', true)
  jobid?: string;
}
