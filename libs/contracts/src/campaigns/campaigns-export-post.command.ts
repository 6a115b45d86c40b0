import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { ifGiven, InOrder, Rule } from './requests/param-rules';
import { listOf } from './requests/param-values';
import { CampaignOrderFields } from './values';

/** the columns an export may have, in the vendor's order: the campaign's figures (as Campaigns.Get orders by them) and its audience */
export type CampaignExportField = Exclude<(typeof CampaignOrderFields)[number], 'RelEmailID'> | 'RecipientLists' | 'RecipientSegments';
export const CAMPAIGN_EXPORT_FIELDS: readonly CampaignExportField[] = [
  ...CampaignOrderFields.filter((f): f is Exclude<typeof f, 'RelEmailID'> => f !== 'RelEmailID'),
  'RecipientLists',
  'RecipientSegments',
];

/** the columns when FieldsToExport is not given */
export const CAMPAIGN_EXPORT_DEFAULT_FIELDS: readonly CampaignExportField[] = [
  'CampaignID',
  'CampaignName',
  'EmailSubject',
  'CampaignStatus',
  'ScheduleType',
  'SendDate',
  'SendTime',
  'TotalRecipients',
  'TotalSent',
  'UniqueOpens',
  'TotalOpens',
  'UniqueClicks',
  'TotalClicks',
  'TotalUnsubscriptions',
  'TotalHardBounces',
  'TotalSoftBounces',
];

/** FieldsToExport as given: an array, an object of index keys or JSON array text (a lone string is no array) */
export function exportFieldsOf(value: unknown): string[] | undefined {
  if (Array.isArray(value) || (value !== null && typeof value === 'object')) return listOf(value);
  if (typeof value === 'string' && value.trim().startsWith('[')) return listOf(value);
  return undefined;
}

const isFieldList = (value: unknown): boolean => !!exportFieldsOf(value)?.length;
const knownFields = (value: unknown): boolean =>
  (exportFieldsOf(value) ?? []).every((f) => CAMPAIGN_EXPORT_FIELDS.some((known) => known.toLowerCase() === f.toLowerCase()));

export class CampaignsExportPostRequest {
  @Rule('exportFormat', ifGiven((v) => String(v).trim().toLowerCase() === 'csv'), code(1, 'ExportFormat must be csv', { httpStatus: 422 }))
  @Param('`csv` (the default and the only format)')
  exportformat?: string;

  @InOrder(
    Rule('fieldsList', ifGiven(isFieldList), code(2, 'FieldsToExport must be a non-empty array', { httpStatus: 422 })),
    Rule('fieldsKnown', ifGiven(knownFields), code(3, 'FieldsToExport names a field that cannot be exported', { httpStatus: 422 })),
  )
  @Param(`Columns (an array) of: ${CAMPAIGN_EXPORT_FIELDS.join(', ')}; a standard set when omitted`)
  fieldstoexport?: unknown;

  @Param('Draft, Ready, Scheduled, Sending, Sent, Paused, Failed, Pending Approval, Cancelled or All (the default)')
  campaignstatus?: string;

  @Param('Not Scheduled, Immediate, Future or Recursive (a string or an array)')
  scheduletype?: unknown;

  @Param('Substring of the campaign name or subject')
  searchkeyword?: string;

  @Param('Only these campaigns (comma-separated or an array)')
  campaignids?: unknown;

  @Param('Comma-separated campaign tag ids')
  tags?: string;

  @Param('Send date from (YYYY-MM-DD)')
  date_from?: string;

  @Param('Send date to (YYYY-MM-DD)')
  date_to?: string;

  @Param('Ignored: an export is always of the caller’s own campaigns')
  filterbyuserid?: string | number;

  @Param('boolean: include auto-resend children (default false)')
  include_autoresend?: string | boolean;

  @Param('boolean: one extra row per A/B variation under its campaign (default false)')
  splitabteststatistics?: string | boolean;
}

export interface CampaignsExportPostReply {
  JobID: number;
  ExportID: number;
  EstimatedRows: number;
}

export const CampaignsExportPost = defineCommand({
  name: 'campaigns.export.post',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  aliases: ['campaigns.export'],
  v1: { methods: ['POST'], path: 'campaigns.export' },
  request: CampaignsExportPostRequest,
  returns: reply<CampaignsExportPostReply>(),
  reply: 'JobID, ExportID (the same id), EstimatedRows (campaigns matching now)',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'ExportFormat is not csv', httpStatus: 422 },
    2: { meaning: 'FieldsToExport given but not a non-empty array', httpStatus: 422 },
    3: { meaning: 'FieldsToExport names a column outside the allowed set', httpStatus: 422 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: "Start a background CSV export of the caller's campaigns with their engagement totals.",
  notes: 'Poll campaigns.export.get with the JobID. Legacy `Command=campaigns.export` starts an export too.',
});
