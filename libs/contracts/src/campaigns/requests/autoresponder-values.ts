import { isPositiveId, isPresent } from '../../request-params';
import { code } from '../../validation';
import { canonicalOf } from './param-values';
import { ifGiven, Rule, requiredWhen } from './param-rules';

/** The events an autoresponder fires on (autoresponder.create's AutoResponderTriggerType). */
export const AUTORESPONDER_TRIGGERS = [
  'OnSubscription',
  'OnSubscriberLinkClick',
  'OnSubscriberCampaignOpen',
  'OnSubscriberCampaignConversion',
  'OnSubscriberForwardToFriend',
  'OnSubscriberDate',
] as const;
export type AutoresponderTrigger = (typeof AUTORESPONDER_TRIGGERS)[number];

/** the triggers whose AutoResponderTriggerValue is required (what they refer to) */
export const TRIGGERS_WITH_VALUE: readonly AutoresponderTrigger[] = [
  'OnSubscriberLinkClick',
  'OnSubscriberCampaignOpen',
  'OnSubscriberCampaignConversion',
  'OnSubscriberDate',
];

/** The delay units (TriggerTimeType). */
export const AUTORESPONDER_DELAYS = ['Immediately', 'Seconds later', 'Minutes later', 'Hours later', 'Days later', 'Weeks later', 'Months later'] as const;
export type AutoresponderDelay = (typeof AUTORESPONDER_DELAYS)[number];

export const AUTORESPONDER_STATUSES = ['Enabled', 'Disabled'] as const;
export type AutoresponderStatus = (typeof AUTORESPONDER_STATUSES)[number];

/** `R{count}/P{interval}{H|D|W|M}`: count sends in all, interval apart */
const REPEAT = /^R(\d{1,3})\/P(\d{1,4})([HDWM])$/i;

export interface RepeatRule {
  count: number;
  interval: number;
  unit: 'H' | 'D' | 'W' | 'M';
}

/** The repeat rule of a Repeat parameter; undefined when it is not one (null when blank: no repeat). */
export function repeatOf(value: unknown): RepeatRule | null | undefined {
  if (!isPresent(value) || String(value).trim().toLowerCase() === 'null') return null;
  const match = REPEAT.exec(String(value).trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) return undefined;
  return { count: Number(match[1]), interval: Number(match[2]), unit: match[3].toUpperCase() as RepeatRule['unit'] };
}

export const triggerOf = (value: unknown): AutoresponderTrigger | undefined => canonicalOf(AUTORESPONDER_TRIGGERS, value);
export const delayOf = (value: unknown): AutoresponderDelay | undefined => canonicalOf(AUTORESPONDER_DELAYS, value);
export const statusOf = (value: unknown): AutoresponderStatus | undefined => canonicalOf(AUTORESPONDER_STATUSES, value);

const nonNegativeInt = (value: unknown) => /^\d{1,9}$/.test(String(value).trim());

/** A missing required parameter answers the vendor's name code: its lower-cased name (number 1 on v1). */
export const nameCode = (param: string) => code(1, `Missing required parameter ${param}`, { value: param });

/** the value is required for the trigger the request names (a known one that refers to something) */
export const RequiredForTrigger = (options: ReturnType<typeof code>) =>
  Rule(
    'triggerValueRequired',
    requiredWhen((params) => TRIGGERS_WITH_VALUE.includes(triggerOf(params.autorespondertriggertype) as AutoresponderTrigger)),
    options,
  );

/** TriggerTime is required unless the delay is Immediately (or the delay is not given) */
export const RequiredForDelay = (options: ReturnType<typeof code>) =>
  Rule(
    'triggerTimeRequired',
    requiredWhen((params) => isPresent(params.triggertimetype) && delayOf(params.triggertimetype) !== 'Immediately', nonNegativeInt),
    options,
  );

export const KnownTrigger = (options: ReturnType<typeof code>) =>
  Rule(
    'knownTrigger',
    ifGiven((v) => triggerOf(v) !== undefined),
    options,
  );
export const KnownDelay = (options: ReturnType<typeof code>) =>
  Rule(
    'knownDelay',
    ifGiven((v) => delayOf(v) !== undefined),
    options,
  );
export const KnownStatus = (options: ReturnType<typeof code>) =>
  Rule(
    'knownStatus',
    ifGiven((v) => statusOf(v) !== undefined),
    options,
  );
export const ValidRepeat = (options: ReturnType<typeof code>) => Rule('validRepeat', (v) => repeatOf(v) !== undefined, options);
/** an optional id; 0 allowed (no segment) */
export const OptionalIdOrZero = (options: ReturnType<typeof code>) =>
  Rule(
    'optionalIdOrZero',
    ifGiven((v) => String(v).trim() === '0' || String(v).trim().toLowerCase() === 'null' || isPositiveId(v)),
    options,
  );

/** One autoresponder as autoresponder.get and the lists answer it. */
export interface AutoresponderView {
  AutoResponderID: number;
  AutoResponderName: string;
  RelListID: number;
  RelSegmentID: number | null;
  RelEmailID: number;
  AutoResponderTriggerType: string;
  AutoResponderTriggerValue: string;
  AutoResponderTriggerValue2: string;
  TriggerTimeType: string;
  TriggerTime: number;
  Status: string;
  RepeatSettings: { Status: string; Rule: string; Count: number; Interval: number; Unit: string } | null;
  TotalSent: number;
  TotalOpens: number;
  TotalClicks: number;
  TotalRevenue: string;
  UniqueOpens: number;
  UniqueClicks: number;
  TotalDelivered?: number;
  TotalFailed?: number;
  TotalPending?: number;
  TotalHardBounces?: number;
  TotalUnsubscriptions?: number;
}

/** the sort columns of autoresponders.get (acrosslists adds RelListID) */
export const AUTORESPONDER_ORDER_FIELDS = [
  'AutoResponderName',
  'AutoResponderID',
  'TotalSent',
  'TotalOpens',
  'TotalClicks',
  'TotalDelivered',
  'TotalFailed',
  'UniqueOpens',
  'UniqueClicks',
  'TotalConversions',
  'UniqueConversions',
  'TotalForwards',
  'UniqueForwards',
  'TotalViewsOnBrowser',
  'UniqueViewsOnBrowser',
  'TotalUnsubscriptions',
  'TotalHardBounces',
  'TotalSoftBounces',
  'TotalRevenue',
  'Status',
  'RelListID',
] as const;
