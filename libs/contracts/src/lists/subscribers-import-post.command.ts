import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** subscribers.import.post: the missing parameters answer their codes in this order; the rest the service checks. */
export class SubscribersImportPostRequest {
  @IsPresent(code(1, 'Missing ListID parameter'))
  @Param('The list to import into', true)
  listid?: string | number;

  @IsPresent(code(4, 'Missing AddToGlobalSuppressionList parameter'))
  @Param('boolean: also put the imported addresses on the account-wide suppression list', true)
  addtoglobalsuppressionlist?: unknown;

  @IsPresent(code(5, 'Missing AddToSuppressionList parameter'))
  @Param('boolean: also put the imported addresses on the list’s suppression list', true)
  addtosuppressionlist?: unknown;

  @IsPresent(code(6, 'Missing UpdateDuplicates parameter'))
  @Param('boolean: update subscribers already on the list (their status, bounce type and mapped fields) instead of skipping them', true)
  updateduplicates?: unknown;

  @IsPresent(code(7, 'Missing TriggerActions parameter'))
  @Param('boolean: announce each new subscriber (autoresponders and journeys start as for a subscription)', true)
  triggeractions?: unknown;

  @IsPresent(code(21, 'Missing Tags parameter'))
  @Param('Array of tag names given to every imported subscriber (created on the list when missing); [] for none', true)
  tags?: unknown;

  @Param(
    'Source object: ImportFrom.CSV with Data (CSV text) or URL (fetched once, http/https, public addresses only), FieldTerminator*, EscapedBy*, FieldEncloser (empty or "), MappedFields* ({"FIELD1": "EmailAddress", "FIELD2": "<CustomFieldID>" or "CustomField<ID>"}; FIELDn is the n-th column, a header name also works)',
    true,
  )
  importfrom?: unknown;

  @Param('URL posted (JSON: ImportID, ImportStatus and the counters) when the import finishes; stored, see notes')
  importstatusupdatewebhookurl?: string;
}

export interface SubscribersImportPostReply {
  ImportID: number;
  ImportType: 'async';
}

export const SubscribersImportPost = defineCommand({
  name: 'subscribers.import.post',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Import',
  v1: { methods: ['POST'], path: 'subscribers.import' },
  request: SubscribersImportPostRequest,
  returns: reply<SubscribersImportPostReply>(),
  reply: 'ImportID, ImportType (async)',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'ListID is missing', httpStatus: 422 },
    2: { meaning: 'ImportFrom.CSV.FieldTerminator is missing (or not one character)', httpStatus: 422 },
    4: { meaning: 'AddToGlobalSuppressionList is missing', httpStatus: 422 },
    5: { meaning: 'AddToSuppressionList is missing', httpStatus: 422 },
    6: { meaning: 'UpdateDuplicates is missing', httpStatus: 422 },
    7: { meaning: 'TriggerActions is missing', httpStatus: 422 },
    8: { meaning: 'ImportFrom.CSV.MappedFields is missing', httpStatus: 422 },
    9: { meaning: 'AddToGlobalSuppressionList is not a boolean', httpStatus: 422 },
    10: { meaning: 'AddToSuppressionList is not a boolean', httpStatus: 422 },
    11: { meaning: 'UpdateDuplicates is not a boolean', httpStatus: 422 },
    12: { meaning: 'TriggerActions is not a boolean', httpStatus: 422 },
    13: { meaning: 'MappedFields is not an object', httpStatus: 422 },
    14: { meaning: 'no import source: ImportFrom.CSV with Data or URL', httpStatus: 422 },
    15: { meaning: 'MappedFields maps no column', httpStatus: 422 },
    16: { meaning: 'ImportFrom.CSV.EscapedBy is missing', httpStatus: 422 },
    17: {
      meaning: 'the field mapping is not valid: an unknown target (not EmailAddress nor a custom field of the list), a bad column, or no EmailAddress column',
      httpStatus: 422,
    },
    18: { meaning: 'fetching ImportFrom.CSV.URL failed (unreachable, refused address, not 2xx, or over the size limit)', httpStatus: 422 },
    19: { meaning: "the list does not exist (another user's list too)", httpStatus: 404 },
    20: { meaning: 'ListID is not a positive integer', httpStatus: 422 },
    21: { meaning: 'Tags is missing', httpStatus: 422 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary:
    'Import subscribers into a list in one request from CSV (inline or from a URL), with field mapping, tags, duplicate handling and suppression, as a background job.',
  notes:
    'Runs on the Subscribers.Import job machinery (resumable batches). Poll with subscribers.import.get. A first row whose EmailAddress column holds no email address is taken as a header row and skipped. ' +
    'The Mailchimp, ActiveCampaign and Drip sources of older docs are not supported (code 14). ImportStatusUpdateWebhookURL is stored with the job but not called yet.',
});
