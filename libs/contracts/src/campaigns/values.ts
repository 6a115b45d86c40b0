/**
 * The value sets of the campaigns service, spelled as clients send and read them. Parameters match them
 * case-insensitively (`canonicalOf` in ./requests/param-values.ts); replies always carry these spellings.
 */

/** Every campaign status. A new campaign is Draft; an Untrusted user's move to Ready becomes Pending Approval. */
export const CampaignStatuses = ['Draft', 'Pending Approval', 'Ready', 'Scheduled', 'Sending', 'Paused', 'Sent', 'Failed', 'Cancelled'] as const;
export type CampaignStatus = (typeof CampaignStatuses)[number];

/** Older spellings clients send for a status (the spec's state list and Campaigns.Get filter use `Pending`). */
export const CampaignStatusAliases: Readonly<Record<string, CampaignStatus>> = { Pending: 'Pending Approval', Canceled: 'Cancelled' };

/** Campaigns.Get's `CampaignStatus` filter: a status, its alias, or All (the default). */
export const CampaignStatusFilterAll = 'All';

/** `Not Scheduled` undoes a schedule (Ready → Draft, the vendor's "Cancel Schedule"). */
export const ScheduleTypes = ['Not Scheduled', 'Immediate', 'Future', 'Recursive'] as const;
export type ScheduleType = (typeof ScheduleTypes)[number];

/**
 * Ranges of the Recursive schedule lists. 0 means "every" in each list but hours and minutes;
 * days of week are 1 (Monday) to 7 (Sunday), as PHP's `date('N')` the vendor's scheduler reads.
 */
export const RecursiveScheduleRanges = {
  daysOfWeek: { min: 0, max: 7 },
  daysOfMonth: { min: 0, max: 31 },
  months: { min: 0, max: 12 },
  hours: { min: 0, max: 23 },
  minutes: { min: 0, max: 59 },
} as const;

export const PublishOnRssValues = ['Enabled', 'Disabled'] as const;

/** Campaigns.Get orders by any of these columns (reference notes 1.5) or by a computed key; anything else falls back to CampaignName ASC. */
export const CampaignOrderFields = [
  'CampaignID',
  'CampaignName',
  'EmailSubject',
  'CampaignStatus',
  'ScheduleType',
  'SendDate',
  'SendTime',
  'CreateDateTime',
  'SendProcessStartedOn',
  'SendProcessFinishedOn',
  'TotalRecipients',
  'TotalSent',
  'TotalFailed',
  'TotalDelivered',
  'TotalOpens',
  'UniqueOpens',
  'TotalClicks',
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
  'RelEmailID',
] as const;

/** `sort-by-status` always sorts descending; `sort-by-send-date` follows OrderType. */
export const CampaignOrderKeys = ['sort-by-status', 'sort-by-send-date'] as const;

/** Email modes: Import fetches FetchURL/FetchPlainURL; Stripo and Unlayer are third-party editors, stored like Editor. */
export const EmailModes = ['Editor', 'Template', 'Import', 'Empty', 'Stripo', 'Unlayer'] as const;
export type EmailMode = (typeof EmailModes)[number];

/** Email.Update's ValidateScope: Campaign needs the unsubscribe link, OptIn the confirm and reject links (HTML and plain). */
export const ValidateScopes = ['OptIn', 'Campaign', 'AutoResponder'] as const;
export type ValidateScope = (typeof ValidateScopes)[number];

export const PersonalizationScopes = ['Subscriber', 'CampaignLinks', 'OptLinks', 'ListLinks', 'AllLinks', 'User'] as const;
export type PersonalizationScope = (typeof PersonalizationScopes)[number];

export const ImageEmbeddingValues = ['Enabled', 'Disabled'] as const;

export const ReportFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof ReportFrequencies)[number];

/** `tags` limits a report to the campaigns carrying one of its FilterTags. */
export const ReportFilterTypes = ['all', 'tags'] as const;
export type ReportFilterType = (typeof ReportFilterTypes)[number];

export const ReportStatuses = ['enabled', 'disabled'] as const;
export type ReportStatus = (typeof ReportStatuses)[number];
