import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class SubscribersImportGetRequest {
  @IsPresent(code(1, 'Missing ListID parameter'))
  @Param('The list the import belongs to', true)
  listid?: string | number;

  @IsPresent(code(2, 'Missing ImportID parameter'))
  @Param('The import job to read', true)
  importid?: string | number;
}

export interface SubscribersImportGetReply {
  ImportJob: {
    ImportID: number;
    ImportDate: string;
    FinishedAt: string;
    ImportStatus: 'Pending' | 'Running' | 'Completed' | 'Failed';
    FailedData: string;
    TotalSubscribers: number;
    TotalImported: number;
    TotalDuplicates: number;
    TotalFailed: number;
  };
}

export const SubscribersImportGet = defineCommand({
  name: 'subscribers.import.get',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Import',
  v1: { methods: ['GET'], path: 'subscribers.import' },
  request: SubscribersImportGetRequest,
  returns: reply<SubscribersImportGetReply>(),
  reply:
    'ImportJob: ImportID, ImportDate, FinishedAt, ImportStatus (Pending, Running, Completed, Failed), FailedData (CSV: Row,EmailAddress,Reason of the first 1,000 failed rows), TotalSubscribers (rows read so far), TotalImported (new subscribers), TotalDuplicates (updated or skipped addresses), TotalFailed',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'ListID is missing', httpStatus: 422 },
    2: { meaning: 'ImportID is missing', httpStatus: 422 },
    3: { meaning: 'ListID is not a positive integer', httpStatus: 422 },
    4: { meaning: 'ImportID is not a positive integer', httpStatus: 422 },
    5: { meaning: "the list does not exist (another user's list too)", httpStatus: 404 },
    7: { meaning: "no such import job on the list (another user's too)", httpStatus: 404 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'The progress and counters of one subscriber import job (subscribers.import.post or Subscribers.Import).',
});
