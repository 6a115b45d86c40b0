export { SmsCampaignIdRequest, type SmsCampaignStatusReply, type SmsEventCursor } from './sms-command-parts';
export * from './smscampaign-stats.command';
export * from './smscampaign-stats-timeseries.command';
export * from './smscampaign-stats-breakdown.command';
export * from './smscampaign-recipients-browse.command';
export * from './smscampaign-events-browse.command';
export * from './smscampaign-replies-browse.command';
export * from './smscampaign-linkclicks.command';
export * from './smscampaign-create.command';
export * from './smscampaign-send.command';
export * from './smscampaign-pause.command';
export * from './smscampaign-resume.command';
export * from './smscampaign-cancel.command';
export * from './smscampaign-export.command';
export * from './smscampaign-export-status.command';
export * from './smsprovider-set.command';
export * from './smsoutbox-browse.command';
export * from './sms-events';
export {
  SMS_SUPPRESSION_REASONS,
  SMS_SUPPRESSION_SOURCES,
  type SmsSuppressionReason,
  type SmsSuppressionSource,
  type SmsSuppressionRow,
} from './smssuppression-parts';
export * from './smssuppression-browse.command';
export * from './smssuppression-stats.command';
export * from './smssuppression-add.command';
export * from './smssuppression-delete.command';
export * from './smssuppression-patterns-browse.command';
export * from './smssuppression-patterns-add.command';
export * from './smssuppression-patterns-delete.command';
