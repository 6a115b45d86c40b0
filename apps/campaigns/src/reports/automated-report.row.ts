import type { ReportFilterType, ReportFrequency, ReportStatus } from '@mail/contracts';

/** One automated report as the repository reads it: ids as numbers, dates as UTC text (`YYYY-MM-DD HH:MM:SS`) or null. */
export interface AutomatedReportRow {
  id: number;
  user_id: number;
  name: string;
  frequency: ReportFrequency;
  filter_type: ReportFilterType;
  filter_tags: number[];
  recipient_emails: string;
  status: ReportStatus;
  last_run_at: string | null;
  next_run_at: string | null;
  created_at: string;
}

/** The columns create and update write. `next_run_at` is null exactly while the report is disabled. */
export interface AutomatedReportFields {
  name: string;
  frequency: ReportFrequency;
  filter_type: ReportFilterType;
  filter_tags: number[];
  recipient_emails: string;
  status: ReportStatus;
  next_run_at: Date | null;
}

/** A report's campaign in a run: the row's facts, the figures come from CampaignStatistics. */
export interface ReportCampaign {
  id: number;
  name: string;
  send_started_at: string;
}
