import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

export class SubscribersImportPrepareRequest {
  @Param(
    'Source object holding one service’s credentials: ImportFrom.Mailchimp (APIKey, Server such as us1), ImportFrom.ActiveCampaign (APIKey, AccountName) or ImportFrom.Drip (APIKey)',
    true,
  )
  importfrom?: unknown;
}

export interface ThirdPartyList {
  ID: string;
  Name: string;
  ActiveSubscribersCount: number;
  SubscribersCount: number;
  MergeFields: { ID: string; Name: string; Type: string }[];
  Tags: { ID: number; Name: string }[];
  Groups: { ID: string; Name: string; Interests: { ID: string; Name: string }[] }[];
}

export interface SubscribersImportPrepareReply {
  Lists: ThirdPartyList[];
}

export const SubscribersImportPrepare = defineCommand({
  name: 'subscribers.import.prepare',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Import',
  v1: { methods: ['POST'], path: 'subscribers.import.prepare' },
  request: SubscribersImportPrepareRequest,
  returns: reply<SubscribersImportPrepareReply>(),
  reply: 'Lists: ID, Name, ActiveSubscribersCount, SubscribersCount, MergeFields (ID, Name, Type), Tags (ID, Name), Groups (ID, Name, Interests)',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'ImportFrom is missing', httpStatus: 422 },
    2: { meaning: 'ImportFrom names no known source (Mailchimp, ActiveCampaign, Drip)', httpStatus: 422 },
    3: { meaning: 'ActiveCampaign APIKey is missing', httpStatus: 422 },
    4: { meaning: 'ActiveCampaign AccountName is missing (or not an account name)', httpStatus: 422 },
    5: { meaning: 'ActiveCampaign answered an error or could not be reached', httpStatus: 502 },
    7: { meaning: 'Mailchimp (or Drip) APIKey is missing', httpStatus: 422 },
    8: { meaning: 'Mailchimp Server is missing (or not a data-center name such as us1)', httpStatus: 422 },
    9: { meaning: 'Drip answered an error or could not be reached', httpStatus: 502 },
    11: { meaning: 'Mailchimp error while reading the lists (also unreachable, or a refused key)', httpStatus: 502 },
    12: { meaning: 'Mailchimp error while reading merge fields', httpStatus: 502 },
    13: { meaning: 'Mailchimp error while reading tags', httpStatus: 502 },
    14: { meaning: 'Mailchimp error while reading interest categories', httpStatus: 502 },
    15: { meaning: 'Mailchimp error while reading interests', httpStatus: 502 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Connect to Mailchimp, ActiveCampaign or Drip with the given credentials and answer what can be imported from it (lists, fields, tags, groups).',
  notes:
    'v5.7.2+ document it on POST /api/v1/subscribers.import with Command=subscribers.import.prepare; our v1 routes are one command per method and path, so it is served at POST /api/v1/subscribers.import.prepare (v5.6.x) and by Command= on /api.php. ' +
    'The import itself from these services (ImportFrom.Mailchimp etc. on subscribers.import.post) is not supported.',
});
