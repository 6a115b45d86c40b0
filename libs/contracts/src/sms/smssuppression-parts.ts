import type { ErrorEntry } from '../define-command';
import { Param } from '../request-params';

/**
 * What the SMS suppression commands share (vendor `sms-suppression.md`). The service answers every code itself
 * (the order of the checks is the vendor's); the request classes document the parameters, lower-cased.
 */
export const SMS_SUPPRESSION_REASONS = ['manual', 'optout', 'complaint', 'bounce', 'invalid', 'other'] as const;
export const SMS_SUPPRESSION_SOURCES = ['manual_entry', 'import', 'api', 'optout_link'] as const;
export type SmsSuppressionReason = (typeof SMS_SUPPRESSION_REASONS)[number];
export type SmsSuppressionSource = (typeof SMS_SUPPRESSION_SOURCES)[number];

/** one entry as the vendor prints it (ids and flags as strings, absent ids null, times `YYYY-MM-DD HH:MM:SS` UTC) */
export interface SmsSuppressionRow {
  SuppressionID: string;
  SuppressionType: 'system' | 'user' | 'list';
  RelUserID: string | null;
  RelListID: string | null;
  PhoneNumber: string;
  PhoneNumberNormalized: string;
  IsPattern: '0' | '1';
  Reason: string;
  Source: string;
  Notes: string;
  AddedByUserID: string | null;
  AddedByAdminID: string | null;
  CreatedAt: string;
  UpdatedAt: string;
}

/** Level and ListID, as browse, stats and patterns.browse read them */
export class SmsSuppressionLevelRequest {
  @Param('`user` or `list`')
  level?: string;

  @Param('Needed when Level=list: a list of the caller’s', 'cond')
  listid?: string | number;
}

/** the three level codes of the reads */
export const LEVEL_ERRORS: Record<number, string | ErrorEntry> = {
  1: 'Level is not user or list',
  2: 'ListID is missing while Level=list',
  3: 'the list is not the caller’s (or does not exist)',
};

/** the parameters of an add, single or pattern */
export class SmsSuppressionAddBase {
  @Param('Administrator key, for the admin form of the call')
  adminapikey?: string;

  @Param('`user` or `admin`: which credentials count when both are sent')
  access?: string;

  @Param('`user` (default) or `list`; administrators may also use `system`')
  level?: string;

  @Param('Administrator calls at user or list level: the target user (ignored for user calls)', 'cond')
  userid?: string | number;

  @Param('Needed when Level=list; the target user must own it', 'cond')
  listid?: string | number;

  @Param('`api` (default), `manual_entry`, `import` or `optout_link`')
  source?: string;

  @Param('Free text kept with the entry (at most 1000 characters; longer is cut)')
  notes?: string;
}

/** SuppressionID or SuppressionIDs, for both deletes */
export class SmsSuppressionDeleteRequest {
  @Param('One entry to remove', 'cond')
  suppressionid?: string | number;

  @Param('JSON-encoded array of entry ids: the batch reply', 'cond')
  suppressionids?: string;
}

export type SmsSuppressionDeleteReply =
  { Success: true; ErrorCode: 0 } | { Success: true; ErrorCode: 0; TotalDeleted: number; TotalFailed: number; FailedSuppressionIDs: (number | string)[] };

export const DELETE_ERRORS: Record<number, string> = {
  1: 'neither SuppressionID nor SuppressionIDs was sent',
  2: 'SuppressionID is not a positive integer',
  3: 'no such entry, it is system-level, or it is not the caller’s',
  4: 'removal failed (logged)',
  5: 'SuppressionIDs is not a non-empty JSON array',
};

export const SMS_SUPPRESSION_NOTES =
  'docs/services/sms.md. Numbers are normalised to E.164 (libphonenumber); a value with `*` is a wildcard pattern ' +
  '(`*` = any digits, no other syntax). Every SMS send (campaigns and journeys) skips suppressed numbers: skip reason `suppressed`.';
