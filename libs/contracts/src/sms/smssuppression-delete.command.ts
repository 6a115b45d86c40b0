import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { DELETE_ERRORS, SMS_SUPPRESSION_NOTES, SmsSuppressionDeleteRequest, type SmsSuppressionDeleteReply } from './smssuppression-parts';

export class SmssuppressionDeleteRequest extends SmsSuppressionDeleteRequest {}

export type SmssuppressionDeleteReply = SmsSuppressionDeleteReply;

export const SmssuppressionDelete = defineCommand({
  name: 'smssuppression.delete',
  service: 'sms',
  auth: 'user',
  request: SmssuppressionDeleteRequest,
  returns: reply<SmssuppressionDeleteReply>(),
  reply: 'nothing more (one id), or TotalDeleted, TotalFailed, FailedSuppressionIDs (SuppressionIDs)',
  errorStyle: 'array',
  errors: { ...DELETE_ERRORS },
  summary: "Removes one or several of the caller's own (non-system) SMS suppression entries by id.",
  notes: SMS_SUPPRESSION_NOTES,
});
