import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { SMS_SUPPRESSION_NOTES, SmsSuppressionAddBase } from './smssuppression-parts';

export class SmssuppressionAddRequest extends SmsSuppressionAddBase {
  @Param('One number in E.164 form with + (e.g. +15551234567), or a pattern such as +1555*', 'cond')
  phonenumber?: string;

  @Param('Batch: a JSON-encoded array, or numbers separated by new lines (at most 10000)', 'cond')
  phonenumbers?: string;

  @Param('manual (default), optout, complaint, bounce, invalid or other')
  reason?: string;
}

export type SmssuppressionAddReply =
  | { Success: true; ErrorCode: 0; SuppressionID: number }
  | { Success: true; ErrorCode: 0; TotalAdded: number; TotalFailed: number; FailedPhoneNumbers: string[] };

export const SmssuppressionAdd = defineCommand({
  name: 'smssuppression.add',
  service: 'sms',
  auth: 'user-or-admin',
  request: SmssuppressionAddRequest,
  returns: reply<SmssuppressionAddReply>(),
  reply: 'SuppressionID (one number), or TotalAdded, TotalFailed, FailedPhoneNumbers (PhoneNumbers)',
  errorStyle: 'array',
  errors: {
    1: 'neither PhoneNumber nor PhoneNumbers was sent',
    2: 'Level is not allowed (system needs administrator credentials)',
    3: 'UserID is missing on an administrator call at user or list level',
    4: 'ListID is missing while Level=list',
    5: 'no such list, or the target user does not own it',
    6: 'Reason is not an allowed value',
    7: 'Source is not an allowed value',
    8: 'adding the single number failed (not an E.164 number, or a malformed pattern)',
    9: 'PhoneNumbers contained no number',
    10: 'the target user does not exist (administrator calls)',
  },
  summary: 'Adds one phone number or a batch (exact, or patterns with *) to the SMS suppression list at user, list or (administrators) system level.',
  notes: SMS_SUPPRESSION_NOTES,
});
