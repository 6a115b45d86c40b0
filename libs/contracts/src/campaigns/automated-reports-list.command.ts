import { Param } from '../request-params';
import { code } from '../validation';
import { ReportFrequencies, ReportStatuses } from './values';
import { OneOf } from './requests/param-rules';
import { FREQUENCY } from './report-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class AutomatedReportsListRequest {
  @OneOf(ReportStatuses, code(1, 'Invalid status filter. Must be enabled or disabled'))
  @Param("Only reports with this status: 'enabled' or 'disabled'")
  status?: string;

  @OneOf(ReportFrequencies, code(2, 'Invalid frequency filter. Must be daily, weekly, or monthly'))
  @Param(`Only reports of this frequency: ${FREQUENCY}`)
  frequency?: string;
}

export interface AutomatedReportsListReply {
  Reports: Record<string, unknown>[];
  TotalReports: number;
}

export const AutomatedReportsList = defineCommand({
  name: 'automated_reports.list',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: AutomatedReportsListRequest,
  returns: reply<AutomatedReportsListReply>(),
  reply: 'Reports, TotalReports',
  errorStyle: 'scalar',
  errors: { 1: 'invalid Status filter', 2: 'invalid Frequency filter' },
  summary: 'Automated reports, filtered.',
});
