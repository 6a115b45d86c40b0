import { IsPresent, isPresent, Param } from '../request-params';
import { ReportFilterTypes, ReportFrequencies } from './values';
import { canonicalOf } from './requests/param-values';
import { InOrder, type RequestParams, Rule } from './requests/param-rules';
import { FREQUENCY, missing, scalar } from './report-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { TextBounds, textLength } from '../text-bounds';

const CREATE_REQUIRED = ['reportname', 'frequency', 'filtertype', 'recipientemails'];

/** A value check of create that waits until every required parameter is present: the vendor reports missing ones first. */
const onceAllPresent =
  (valid: (value: unknown) => boolean) =>
  (value: unknown, params: RequestParams): boolean =>
    !CREATE_REQUIRED.every((name) => isPresent(params[name])) || valid(value);

const fits = (max: number) => onceAllPresent((value) => textLength(value) <= max);
const tooLong = (param: string, max: number) => scalar(8, `${param} must be at most ${max} characters`);

export class AutomatedReportCreateRequest {
  @InOrder(IsPresent(missing('reportname')), Rule('reportNameLength', fits(TextBounds.name), tooLong('ReportName', TextBounds.name)))
  @Param(`Name of the report, at most ${TextBounds.name} characters`, true)
  reportname?: string;

  @InOrder(
    IsPresent(missing('frequency')),
    Rule(
      'frequency',
      onceAllPresent((value) => canonicalOf(ReportFrequencies, value) !== undefined),
      scalar(2, 'Invalid frequency. Must be daily, weekly, or monthly'),
    ),
  )
  @Param(FREQUENCY, true)
  frequency?: string;

  @InOrder(
    IsPresent(missing('filtertype')),
    Rule(
      'filterType',
      onceAllPresent((value) => canonicalOf(ReportFilterTypes, value) !== undefined),
      scalar(3, 'Invalid filter type. Must be all or tags'),
    ),
  )
  @Param("'all' (every campaign) or 'tags' (campaigns carrying one of FilterTags)", true)
  filtertype?: string;

  @InOrder(IsPresent(missing('recipientemails')), Rule('recipientsLength', fits(TextBounds.text), tooLong('RecipientEmails', TextBounds.text)))
  @Param(`Comma-separated addresses the report is emailed to, at most ${TextBounds.text} characters`, true)
  recipientemails?: string;

  @Param("Comma-separated campaign tag ids (required when FilterType is 'tags')", 'cond')
  filtertags?: string;

  @Param("'enabled' (default) or 'disabled'")
  status?: string;
}

export interface AutomatedReportCreateReply {
  ReportID: number;
}

export const AutomatedReportCreate = defineCommand({
  name: 'automated_reports.create',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: AutomatedReportCreateRequest,
  returns: reply<AutomatedReportCreateReply>(),
  reply: 'ReportID',
  errorStyle: 'keyed',
  errors: {
    1: 'a required parameter missing (keyed by its name: reportname, frequency, filtertype, recipientemails)',
    2: 'invalid Frequency',
    3: 'invalid FilterType',
    4: 'invalid address in RecipientEmails',
    5: "FilterTags missing while FilterType is 'tags'",
    6: "a FilterTags id is not a campaign tag of the caller's",
    7: 'creation failed',
    8: `ReportName longer than ${TextBounds.name} or RecipientEmails longer than ${TextBounds.text} characters (extension)`,
  },
  summary: 'Schedule an emailed campaign performance report.',
});
