import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { LEVEL_ERRORS, SMS_SUPPRESSION_NOTES, SmsSuppressionLevelRequest, type SmsSuppressionRow } from './smssuppression-parts';

export class SmssuppressionBrowseRequest extends SmsSuppressionLevelRequest {
  @Param('Only entries with this reason: manual, optout, complaint, bounce, invalid, other')
  reason?: string;

  @Param('Plain substring searched in the number and the notes (no wildcard syntax)')
  searchpattern?: string;

  @Param('1: only pattern entries; 0: only exact numbers')
  ispattern?: string | number;

  @Param('Offset, default 0')
  startfrom?: string | number;

  @Param('Page size, default 100, at most 1000')
  retrievecount?: string | number;
}

export interface SmssuppressionBrowseReply {
  Success: true;
  ErrorCode: 0;
  TotalRecords: number;
  Suppressions: SmsSuppressionRow[];
}

export const SmssuppressionBrowse = defineCommand({
  name: 'smssuppression.browse',
  service: 'sms',
  auth: 'user',
  request: SmssuppressionBrowseRequest,
  returns: reply<SmssuppressionBrowseReply>(),
  reply: 'TotalRecords (the filtered total), Suppressions (newest first)',
  errorStyle: 'array',
  errors: { ...LEVEL_ERRORS, 4: 'Reason is not an allowed value', 5: 'the entries could not be read (logged)' },
  summary: "Pages through the caller's SMS suppression entries (exact numbers and patterns, opt-outs included), at user or list level.",
  notes: SMS_SUPPRESSION_NOTES,
});
