import { ReportIdRequest } from './report-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class AutomatedReportDeleteRequest extends ReportIdRequest {}

export interface AutomatedReportDeleteReply {
  Message: string;
}

export const AutomatedReportDelete = defineCommand({
  name: 'automated_reports.delete',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: AutomatedReportDeleteRequest,
  returns: reply<AutomatedReportDeleteReply>(),
  reply: 'Message',
  errorStyle: 'keyed',
  errors: { 1: 'ReportID missing (keyed `reportid`)', 2: "report not found or not the caller's" },
  summary: 'Delete an automated report.',
});
