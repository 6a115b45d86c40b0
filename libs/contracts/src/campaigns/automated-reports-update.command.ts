import { isPresent, Param } from '../request-params';
import { ReportFilterTypes, ReportFrequencies, ReportStatuses } from './values';
import { InOrder, OneOf, Rule } from './requests/param-rules';
import { FREQUENCY, ReportId, scalar } from './report-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { MaxTexts, TextBounds } from '../text-bounds';

const UPDATABLE = ['reportname', 'frequency', 'filtertype', 'filtertags', 'recipientemails', 'status'];

/** Declares reportid itself: class-validator checks a subclass's own parameters before inherited ones. */
export class AutomatedReportUpdateRequest {
  @ReportId()
  @Param('The report', true)
  reportid?: string | number;

  @Param(`New name, at most ${TextBounds.name} characters`)
  reportname?: string;

  @OneOf(ReportFrequencies, scalar(3, 'Invalid frequency. Must be daily, weekly, or monthly'))
  @Param(FREQUENCY)
  frequency?: string;

  @OneOf(ReportFilterTypes, scalar(4, 'Invalid filter type. Must be all or tags'))
  @Param("'all' or 'tags'")
  filtertype?: string;

  @Param('Comma-separated campaign tag ids')
  filtertags?: string;

  @Param(`Comma-separated addresses, at most ${TextBounds.text} characters`)
  recipientemails?: string;

  @InOrder(
    OneOf(ReportStatuses, scalar(7, 'Invalid status. Must be enabled or disabled')),
    Rule('somethingToUpdate', (_, params) => UPDATABLE.some((name) => isPresent(params[name])), scalar(8, 'No data to update')),
    // checked last, after every other code: a stored text over its bound
    ...MaxTexts(
      10,
      [
        ['ReportName', TextBounds.name],
        ['RecipientEmails', TextBounds.text],
      ],
      { style: 'scalar' },
    ),
  )
  @Param("'enabled' or 'disabled'")
  status?: string;
}

export interface AutomatedReportUpdateReply {
  ReportID: number;
}

export const AutomatedReportUpdate = defineCommand({
  name: 'automated_reports.update',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: AutomatedReportUpdateRequest,
  returns: reply<AutomatedReportUpdateReply>(),
  reply: 'ReportID',
  errorStyle: 'keyed',
  errors: {
    1: 'ReportID missing (keyed `reportid`)',
    2: "report not found or not the caller's",
    3: 'invalid Frequency',
    4: 'invalid FilterType',
    5: "a FilterTags id is not a campaign tag of the caller's, or none while FilterType is 'tags'",
    6: 'invalid address in RecipientEmails',
    7: 'invalid Status',
    8: 'nothing to update',
    9: 'update failed',
    10: `ReportName longer than ${TextBounds.name} or RecipientEmails longer than ${TextBounds.text} characters (extension)`,
  },
  summary: 'Update an automated report (only the given fields).',
});
