import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** subscribers.export.post: parameter names arrive lower-cased; the missing ones answer 1–5 in this order. */
export class SubscribersExportPostRequest {
  @IsPresent(code(1, 'ListID is missing'))
  @Param('The list to export from', true)
  listid?: string | number;

  @IsPresent(code(2, 'RulesJSON is missing'))
  @Param('Filter rules (the segment rule format, as a JSON array or its text); [] exports every subscriber', true)
  rulesjson?: unknown;

  @IsPresent(code(3, 'RulesOperator is missing'))
  @Param('and | or: how the rules of a flat rule list combine', true)
  rulesoperator?: string;

  @IsPresent(code(4, 'ExportFormat is missing'))
  @Param('csv | json', true)
  exportformat?: string;

  @IsPresent(code(5, 'FieldsToExport is missing'))
  @Param(
    'Array (or comma-separated text) of the columns to write: SubscriberID, EmailAddress, SubscriptionStatus, BounceType, SubscriptionDate, SubscriptionIP, UnsubscriptionDate, UnsubscriptionIP, OptInDate, Source, SourceRef, ListID, CustomField<ID>; unknown names are left out',
    true,
  )
  fieldstoexport?: unknown;

  @Param('Active | Suppressed | Unsubscribed | Soft bounced | Hard bounced | <SegmentID> of the list; empty: every subscriber the rules match')
  target?: string | number;
}

export interface SubscribersExportPostReply {
  ExportID: number;
}

export const SubscribersExportPost = defineCommand({
  name: 'subscribers.export.post',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Import',
  v1: { methods: ['POST'], path: 'subscribers.export' },
  request: SubscribersExportPostRequest,
  returns: reply<SubscribersExportPostReply>(),
  reply: 'ExportID',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'ListID is missing', httpStatus: 422 },
    2: { meaning: 'RulesJSON is missing', httpStatus: 422 },
    3: { meaning: 'RulesOperator is missing', httpStatus: 422 },
    4: { meaning: 'ExportFormat is missing', httpStatus: 422 },
    5: { meaning: 'FieldsToExport is missing (or names no known column)', httpStatus: 422 },
    6: { meaning: 'ListID is not a positive integer', httpStatus: 422 },
    7: { meaning: 'RulesJSON is not well-formed JSON (or not a valid rule set)', httpStatus: 422 },
    8: { meaning: 'RulesOperator is neither and nor or', httpStatus: 422 },
    9: { meaning: 'ExportFormat is neither csv nor json', httpStatus: 422 },
    10: { meaning: "the list does not exist (another user's list too)", httpStatus: 404 },
    11: { meaning: 'Target is neither a status nor a segment id', httpStatus: 422 },
    12: { meaning: "the segment Target names does not exist on the list (another user's too)", httpStatus: 404 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Start a background export of the subscribers of a list that match filter rules, in CSV or JSON, with chosen fields.',
  notes:
    'Poll and download with subscribers.export.get. The job reads the subscribers in id order, a page at a time, into parts of at most 256 KiB, so its memory stays flat whatever the list size.',
});
