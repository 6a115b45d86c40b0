import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { SMS_SUPPRESSION_NOTES, SmsSuppressionAddBase } from './smssuppression-parts';

export class SmssuppressionPatternsAddRequest extends SmsSuppressionAddBase {
  @Param('The pattern, e.g. +1555* (a value without * is stored as an exact number)', true)
  phonenumber?: string;
}

export interface SmssuppressionPatternsAddReply {
  Success: true;
  ErrorCode: 0;
  SuppressionID: number;
}

export const SmssuppressionPatternsAdd = defineCommand({
  name: 'smssuppression.patterns.add',
  service: 'sms',
  auth: 'user-or-admin',
  request: SmssuppressionPatternsAddRequest,
  returns: reply<SmssuppressionPatternsAddReply>(),
  reply: 'SuppressionID',
  errorStyle: 'array',
  errors: {
    1: 'PhoneNumber is missing',
    2: 'Level is not allowed (system needs administrator credentials)',
    3: 'UserID is missing on an administrator call at user or list level',
    4: 'ListID is missing while Level=list',
    5: 'no such list, or the target user does not own it',
    6: 'Source is not an allowed value',
    7: 'adding failed (a malformed pattern or number)',
    8: 'the target user does not exist (administrator calls)',
  },
  summary: 'Adds one wildcard SMS suppression pattern (such as +1555*) at user, list or (administrators) system level; the reason is always manual.',
  notes: SMS_SUPPRESSION_NOTES,
});
