import type { CampaignRow } from './campaign.row';

/** Bounces per hundred messages sent, as the vendor prints them: a string with two decimals ('0.00' before any send). */
export function bounceRatio(bounces: number, sent: number): string {
  return (sent > 0 ? (bounces * 100) / sent : 0).toFixed(2);
}

/**
 * A campaign as Campaign.Get and Campaigns.Get answer it. Both spellings of the renamed keys are sent (the old
 * reference's Name and Status, v5.9.4's CampaignName and CampaignStatus); the schedule and audience keys are the
 * names of Campaign.Update's parameters.
 */
export function presentCampaign(c: CampaignRow): Record<string, unknown> {
  return {
    CampaignID: c.id,
    Name: c.name,
    CampaignName: c.name,
    Status: c.status,
    CampaignStatus: c.status,
    CampaignStatusReason: c.status_reason,
    RelOwnerUserID: c.user_id,
    RelEmailID: c.email_id ?? 0,
    EmailSubject: c.email_subject ?? '',
    ScheduleType: c.schedule_type,
    SendDate: c.send_date,
    SendTime: c.send_time,
    SendTimeZone: c.send_time_zone,
    ScheduleRecDaysOfWeek: c.rec_days_of_week,
    ScheduleRecDaysOfMonth: c.rec_days_of_month,
    ScheduleRecMonths: c.rec_months,
    ScheduleRecHours: c.rec_hours,
    ScheduleRecMinutes: c.rec_minutes,
    ScheduleRecSendMaxInstance: c.rec_max_instances,
    ScheduleRecSentInstances: c.rec_sent_instances,
    NextSendDateTime: c.next_send_at,
    ApprovalUserExplanation: c.approval_user_explanation,
    GoogleAnalyticsDomains: c.google_analytics_domains,
    PublishOnRSS: c.publish_on_rss,
    S2SEnabled: c.s2s_enabled,
    RecipientListsAndSegments: c.recipient_lists_and_segments,
    Exclude_RecipientListsAndSegments: c.exclude_lists_and_segments,
    RulesJsonBundle: c.rules_json_bundle ?? '',
    AutoResendEnabled: c.auto_resend_enabled,
    AutoResendWaitDays: c.auto_resend_wait_days,
    AutoResendSubject: c.auto_resend_subject,
    AutoResendPreHeaderText: c.auto_resend_preheader_text,
    OriginalCampaignID: c.parent_campaign_id ?? 0,
    ABTesting: c.ab_variations ? { Variations: c.ab_variations.map((v) => ({ EmailID: v.emailId, Weight: v.weight })) } : [],
    CreateDateTime: c.created_at,
    SendProcessStartedOn: c.send_started_at,
    SendProcessFinishedOn: c.send_finished_at,
    TotalRecipients: c.total_recipients,
    TotalSent: c.total_sent,
    TotalFailed: c.total_failed,
    TotalHardBounces: c.total_hard_bounces,
    TotalSoftBounces: c.total_soft_bounces,
    HardBounceRatio: bounceRatio(c.total_hard_bounces, c.total_sent),
    SoftBounceRatio: bounceRatio(c.total_soft_bounces, c.total_sent),
  };
}
