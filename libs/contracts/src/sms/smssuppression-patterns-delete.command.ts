import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { DELETE_ERRORS, SMS_SUPPRESSION_NOTES, SmsSuppressionDeleteRequest, type SmsSuppressionDeleteReply } from './smssuppression-parts';

export class SmssuppressionPatternsDeleteRequest extends SmsSuppressionDeleteRequest {}

export type SmssuppressionPatternsDeleteReply = SmsSuppressionDeleteReply;

export const SmssuppressionPatternsDelete = defineCommand({
  name: 'smssuppression.patterns.delete',
  service: 'sms',
  auth: 'user',
  request: SmssuppressionPatternsDeleteRequest,
  returns: reply<SmssuppressionPatternsDeleteReply>(),
  reply: 'nothing more (one id), or TotalDeleted, TotalFailed, FailedSuppressionIDs (SuppressionIDs)',
  errorStyle: 'array',
  errors: { ...DELETE_ERRORS },
  summary: "Removes SMS suppression patterns by id; behaves exactly like smssuppression.delete (any of the caller's entries).",
  notes: SMS_SUPPRESSION_NOTES,
});
