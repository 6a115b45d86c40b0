import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { LEVEL_ERRORS, SMS_SUPPRESSION_NOTES, SmsSuppressionLevelRequest } from './smssuppression-parts';

export class SmssuppressionStatsRequest extends SmsSuppressionLevelRequest {}

export interface SmssuppressionStatsReply {
  Success: true;
  ErrorCode: 0;
  Total: number;
  ByType: { System: number; User: number; List: number };
  Patterns: number;
  ByReason: { Manual: number; Optout: number; Complaint: number; Bounce: number; Invalid: number; Other: number };
}

export const SmssuppressionStats = defineCommand({
  name: 'smssuppression.stats',
  service: 'sms',
  auth: 'user',
  request: SmssuppressionStatsRequest,
  returns: reply<SmssuppressionStatsReply>(),
  reply: 'Total, ByType (System, User, List), Patterns, ByReason (every reason, 0 when none)',
  errorStyle: 'array',
  errors: { ...LEVEL_ERRORS },
  summary: "Counts the caller's SMS suppression entries: in total, by level, by reason, and the patterns.",
  notes: SMS_SUPPRESSION_NOTES,
});
