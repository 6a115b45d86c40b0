import { ReportIdRequest } from './report-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class AutomatedReportGetRequest extends ReportIdRequest {}

/** the report as presented (ReportID, ReportName, FilterType, FilterTags, FilterTagNames, Frequency, RecipientEmails, Status, dates) */
export interface AutomatedReportGetReply {
  Report: Record<string, unknown>;
}

export const AutomatedReportGet = defineCommand({
  name: 'automated_reports.get',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: AutomatedReportGetRequest,
  returns: reply<AutomatedReportGetReply>(),
  reply: 'Report (with FilterTagNames and the formatted dates)',
  errorStyle: 'keyed',
  errors: { 1: 'ReportID missing (keyed `reportid`)', 2: "report not found or not the caller's" },
  summary: 'One automated report.',
});
