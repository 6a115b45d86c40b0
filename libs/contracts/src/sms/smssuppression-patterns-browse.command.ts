import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { LEVEL_ERRORS, SMS_SUPPRESSION_NOTES, SmsSuppressionLevelRequest, type SmsSuppressionRow } from './smssuppression-parts';

export class SmssuppressionPatternsBrowseRequest extends SmsSuppressionLevelRequest {}

export interface SmssuppressionPatternsBrowseReply {
  Success: true;
  ErrorCode: 0;
  Patterns: (SmsSuppressionRow & { ListName: string | null })[];
}

export const SmssuppressionPatternsBrowse = defineCommand({
  name: 'smssuppression.patterns.browse',
  service: 'sms',
  auth: 'user',
  request: SmssuppressionPatternsBrowseRequest,
  returns: reply<SmssuppressionPatternsBrowseReply>(),
  reply: 'Patterns (browse rows plus ListName; newest first, no paging)',
  errorStyle: 'array',
  errors: { ...LEVEL_ERRORS },
  summary: "Lists the caller's wildcard SMS suppression patterns, at user or list level (all of them when Level is omitted).",
  notes: SMS_SUPPRESSION_NOTES,
});
