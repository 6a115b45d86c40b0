import { ReportIdRequest } from './report-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class AutomatedReportToggleRequest extends ReportIdRequest {}

export interface AutomatedReportToggleReply {
  ReportID: number;
  NewStatus: 'enabled' | 'disabled';
  Message: string;
}

export const AutomatedReportToggle = defineCommand({
  name: 'automated_reports.toggle',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: AutomatedReportToggleRequest,
  returns: reply<AutomatedReportToggleReply>(),
  reply: 'ReportID, NewStatus, Message',
  errorStyle: 'keyed',
  errors: { 1: 'ReportID missing (keyed `reportid`)', 2: "report not found or not the caller's" },
  summary: 'Enable or disable an automated report.',
});
